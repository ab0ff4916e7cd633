import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import logout from '../../../widgets/logout/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

describe('logout', () => {
  it('calls session.logout once however often it is clicked, busy meanwhile', async () => {
    const fake = fakeServices({ config: { apiToken: 'tok' } });
    let finish!: () => void;
    fake.session.logout.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { el } = enhanceWidget(logout, '<button type="button" data-widget="logout">Log out</button>', fake.services);
    el.click();
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(fake.session.logout).toHaveBeenCalledTimes(1);
    expect([(el as HTMLButtonElement).disabled, el.getAttribute('aria-busy')]).toEqual([true, 'true']);
    finish();
  });

  it('re-enables the button when logout fails', async () => {
    const fake = fakeServices();
    fake.session.logout.mockRejectedValue(new Error('boom'));
    const { el } = enhanceWidget(
      logout,
      '<div data-widget="logout"><button type="button">Log out</button></div>',
      fake.services,
    );
    el.querySelector('button')!.click();
    await waitFor(() => expect(fake.log.warn).toHaveBeenCalledWith('logout failed', expect.any(Error)));
    expect([el.querySelector('button')!.disabled, el.querySelector('button')!.hasAttribute('aria-busy')]).toEqual([
      false,
      false,
    ]);
  });
});
