import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import banner from '../../../widgets/banner/index';
import type { BannerProps } from '../../../widgets/banner/promo-banner';
import { KEYS } from '../../../shared/storage';
// happy-dom has no setHTML: the widget imports the fallback sanitizer lazily; loaded here first, as fake
// timers stall the test runner's own lazy imports.
import '../../../shared/ui/purify';
import { renderWidget } from '../../support/render';
import { fakeServices, memoryStorage } from '../../support/services';

const NOW = Date.UTC(2025, 4, 10, 12, 0, 0);
const at = (ms: number) => new Date(NOW + ms).toISOString();
const base = {
  thumbnail: '/img/banner/a.svg',
  btnTitle: 'Open',
  btnLink: '/donate#cases',
  isLimited: 0,
  limitedCaseQuantity: 0,
};
const BANNERS = [
  {
    ...base,
    description: '<h3>Website</h3><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    expiredAt: at(86_400_000 + 3_723_500),
    isAllowWebsite: 1,
    isAllowCabinet: 0,
  },
  { ...base, description: '<h3>Cabinet</h3>', expiredAt: at(86_400_000), isAllowWebsite: 0, isAllowCabinet: 1 },
  { ...base, description: '<h3>Expired</h3>', expiredAt: at(-1000), isAllowWebsite: true, isAllowCabinet: true },
  {
    ...base,
    description: '<h3>Limited</h3>',
    expiredAt: at(86_400_000),
    isLimited: 1,
    limitedCaseQuantity: '37',
    isAllowWebsite: 1,
    isAllowCabinet: 1,
  },
];

afterEach(() => void vi.useRealTimers());

function setup(
  props: BannerProps = {},
  { path = '/', banners = BANNERS as unknown[], status = 200, storage = memoryStorage() } = {},
) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  const fake = fakeServices({
    config: { locale: 'en' },
    storage,
    routes: { 'GET /api/v1/banner': { status, body: status === 200 ? { data: { banners } } : { message: 'no' } } },
  });
  vi.mocked(fake.nav.path).mockReturnValue(path);
  const view = renderWidget(banner, props, fake.services);
  return { ...fake, view, storage };
}
const unit = (name: string) => document.querySelector(`[data-unit="${name}"] b`)?.textContent;

describe('promo banner', () => {
  it('shows the website banners here, with the description, thumbnail, button and a live countdown', async () => {
    const { requests } = setup();
    await screen.findByText('Website');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/banner']);
    // Sanitizing is checked in e2e (Chromium): DOMPurify reports itself unsupported in happy-dom.
    expect(document.querySelector('.wgt-banner__thumb')!.getAttribute('src')).toBe('/img/banner/a.svg');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/donate#cases');
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['1', '01', '02', '03']);
    // The ticking starts in an effect, after the next frame: a tick may be that frame later than the advance.
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    await waitFor(() => expect(unit('seconds')).toBe('02'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    await waitFor(() => expect([unit('minutes'), unit('seconds')]).toEqual(['01', '59']));
    expect(screen.getByText('1 of 2')).toBeTruthy();
  });

  it('pages through the banners allowed here; a limited one with cases left shows them instead of the countdown', async () => {
    setup();
    await screen.findByText('Website');
    screen.getByRole('button', { name: 'Next promotion' }).click();
    await screen.findByText('Limited');
    expect(screen.getByText('37 cases left')).toBeTruthy();
    expect(document.querySelector('[data-unit]')).toBeNull();
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it("inline, it holds the card's place from the first render, so the card arrives without pushing the page", async () => {
    const { view } = setup({ place: 'cabinet', layout: 'inline' }, { path: '/cabinet' });
    const reserve = () => view.container.querySelector('.wgt-banner-reserve');
    expect(reserve()).not.toBeNull(); // before the list arrives
    expect(reserve()!.getAttribute('aria-hidden')).toBe('true');
    await screen.findByText('Cabinet');
    expect(reserve()).toBeNull();
    expect(view.container.querySelector('.wgt-banner--inline')).not.toBeNull();
  });

  it('inline, with nothing to show, gives the reserved place back; the overlay never reserves any', async () => {
    const inline = setup({ place: 'cabinet', layout: 'inline' }, { path: '/cabinet', banners: [] });
    await waitFor(() => expect(inline.view.container.innerHTML).toBe(''));
    inline.view.unmount();
    const overlay = setup({ place: 'website' }, { banners: [] });
    expect(overlay.view.container.innerHTML).toBe('');
  });

  it('overlay: a toggle (shown on phones by CSS) opens and collapses the card; inline has none', async () => {
    setup();
    await screen.findByText('Website');
    const toggle = screen.getByRole('button', { name: 'Promotions: 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.textContent).toContain('Website');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Collapse');
    expect(document.querySelector('.wgt-banner--open')).not.toBeNull();
    cleanup();
    setup({ layout: 'inline' });
    await screen.findByText('Website');
    expect(screen.queryByRole('button', { name: /Promotions/ })).toBeNull();
  });

  it('uses the cabinet banners on cabinet paths', async () => {
    setup({}, { path: '/uk/cabinet' });
    await screen.findByText('Cabinet');
    expect(screen.getByText('1 of 2')).toBeTruthy();
  });

  it('a limited banner with no cases left keeps its countdown', async () => {
    setup({}, { banners: [{ ...BANNERS[3], limitedCaseQuantity: 0 }] });
    await screen.findByText('Limited');
    expect(unit('days')).toBe('1');
    expect(screen.queryByText(/cases? left/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next promotion' })).toBeNull();
  });

  it('closing hides every banner for the session', async () => {
    const { storage, view } = setup();
    await screen.findByText('Website');
    screen.getByRole('button', { name: 'Close the promotion' }).click();
    await waitFor(() => expect(document.querySelector('.wgt-banner')).toBeNull());
    expect(storage.session.get(KEYS.promoBannerClosed)).toBe(true);
    view.unmount();
    const again = setup({}, { storage });
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(document.querySelector('.wgt-banner')).toBeNull();
    expect(again.requests).toHaveLength(0);
  });

  it('leaves when its time runs out', async () => {
    setup({}, { banners: [{ ...BANNERS[0], expiredAt: at(2000) }] });
    await screen.findByText('Website');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(document.querySelector('.wgt-banner')).not.toBeNull();
    // The countdown ticks once a second from the card's arrival: gone by the first tick past the expiry.
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(document.querySelector('.wgt-banner')).toBeNull();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a malformed answer', { banners: [{ expiredAt: 12 }] }],
  ])('shows nothing on %s (logged)', async (_, options) => {
    const { log } = setup({}, options as never);
    await waitFor(() => expect(log.warn).toHaveBeenCalledWith('banners unavailable', expect.anything()));
    expect(document.querySelector('.wgt-banner')).toBeNull();
  });

  it('refuses a javascript: button link', async () => {
    setup({}, { banners: [{ ...BANNERS[0], btnLink: 'javascript:alert(1)' }] });
    await screen.findByText('Website');
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
  });
});
