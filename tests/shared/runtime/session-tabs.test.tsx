import { describe, expect, it } from 'vitest';
import { createStorage } from '../../../shared/storage';
import { setup } from '../../support/session-setup';

// The session against the browser's storage (happy-dom): the product's keys only, and other tabs.
describe('session across tabs', () => {
  it("logout and expire remove the product's keys only: a host key on the origin survives", async () => {
    for (const end of ['logout', 'expire'] as const) {
      localStorage.setItem('host-key', 'kept');
      const { session } = setup('tok', {}, createStorage(window));
      await session[end]();
      expect(localStorage.getItem('host-key')).toBe('kept');
      expect(localStorage.getItem('user')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    }
  });

  it('a signed-in page follows a logout in another tab (token gone from storage and cookie): it reloads', () => {
    const storage = createStorage(window);
    const { nav } = setup('tok', {}, storage);
    expect(localStorage.getItem('token')).toBe('"tok"');
    const otherTab = (newValue: string | null) => {
      if (newValue === null) localStorage.removeItem('token');
      else localStorage.setItem('token', newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue, storageArea: localStorage }));
    };
    otherTab('"tok"');
    expect(nav.reload).not.toHaveBeenCalled();
    otherTab(null); // a visitor page elsewhere forgot a stale entry, but the cookie still holds this session
    expect(nav.reload).not.toHaveBeenCalled();
    storage.token.clear(); // the other tab's logout cleared the cookie too
    otherTab(null);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });
});
