import { describe, expect, it, vi } from 'vitest';
import copy from '../../../widgets/copy/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeClipboard } from '../../support/clipboard';
import { fakeServices } from '../../support/services';

const writeText = fakeClipboard();

const MARKUP =
  '<button type="button" data-widget="copy"><code data-copy-text> one.nova-rp.example:22005 </code><span>icon</span></button>';

describe('copy', () => {
  it("copies the inner text element's text and is active for 1 s", async () => {
    const { el, host } = enhanceWidget(copy, MARKUP, fakeServices({ config: { locale: 'en' } }).services);
    el.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('one.nova-rp.example:22005');
    expect(el.classList.contains('wgt-copy--active')).toBe(true);
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Copied');
    // The word the page shows beside the control (base.css draws it from the attribute).
    expect(el.getAttribute('data-copied')).toBe('Copied');
    await vi.advanceTimersByTimeAsync(999);
    expect(el.classList.contains('wgt-copy--active')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(el.classList.contains('wgt-copy--active')).toBe(false);
    expect(host.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('puts the live region beside a button, not inside its name', () => {
    const { el } = enhanceWidget(copy, MARKUP, fakeServices().services);
    expect(el.querySelector('[role="status"]')).toBeNull();
    expect(el.nextElementSibling!.getAttribute('role')).toBe('status');
  });

  it('copies the whole text when there is no inner text element', async () => {
    const { el } = enhanceWidget(copy, '<div data-widget="copy">PROMO2025</div>', fakeServices().services);
    el.click();
    el.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText.mock.calls).toEqual([['PROMO2025'], ['PROMO2025']]);
  });

  it('a clipboard failure is only logged', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { services, log } = fakeServices();
    const { el } = enhanceWidget(copy, MARKUP, services);
    el.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith('copying to the clipboard failed', expect.any(Error));
    expect(el.classList.contains('wgt-copy--active')).toBe(false);
  });

  it('cleans up: timer cancelled, live region removed', async () => {
    const { el, host, cleanup } = enhanceWidget(copy, MARKUP, fakeServices().services);
    el.click();
    await vi.advanceTimersByTimeAsync(0);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
    expect(host.querySelector('[role="status"]')).toBeNull();
  });
});
