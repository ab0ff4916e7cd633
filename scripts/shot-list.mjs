// The pages and states the contact sheet (scripts/shots.mjs) shows and the layout guard
// (e2e/layout-guard.spec.ts) checks: one list, so every state a person reviews is one the suite checks.
// Plain data and helpers: the locales come from the caller (shared/i18n/locales.ts), so no compiler loads here.

/**
 * id, path (without locale prefix), who is signed in (a fixture user alias), an optional step after load
 * (see `runStep`), and `settle: false` for states caught while loading.
 */
export const SHOTS = [
  { id: 'home', path: '/' },
  { id: 'home-player', path: '/', user: 'verified' },
  { id: 'auth-sign-in', path: '/auth' },
  { id: 'auth-sign-up', path: '/auth?register' },
  { id: 'auth-errors', path: '/auth', step: 'submit' },
  { id: 'donate-visitor', path: '/donate' },
  { id: 'donate-coins', path: '/donate#one_coin', user: 'verified' },
  { id: 'donate-premium', path: '/donate#Premium', user: 'verified' },
  { id: 'donate-goods', path: '/donate#goods', user: 'verified' },
  { id: 'donate-services', path: '/donate#Services', user: 'verified' },
  { id: 'donate-cases', path: '/donate#cases', user: 'verified' },
  { id: 'donate-case', path: '/donate/case/1', user: 'verified' },
  { id: 'donate-case-options', path: '/donate/case/2', user: 'verified' },
  { id: 'donate-case-sold-out', path: '/donate/case/4', user: 'verified' },
  // Every name and title from the API one unbroken 10,000-character word (the `long-names` scenario): a
  // word longer than its box breaks, and ordinary words stay whole (docs/TESTING.md, "Layout guard").
  { id: 'donate-case-long-names', path: '/donate/case/5?scenario=*:long-names', user: 'verified' },
  { id: 'donate-verification', path: '/donate/verification-payment', user: 'verified' },
  // The result pages as the payment provider sends the player back (host-fixtures/pages/pay.ts), the receipt
  // in the success page's query.
  {
    id: 'donate-success',
    path: '/donate/success?order=7001&date=2026-11-24T12:30:00Z&account=player%40example.com&server=Nova+One&product=One+Coins&quantity=500&bonus=25&sum=50&currency=EUR&payment=Stripe',
    user: 'verified',
  },
  { id: 'donate-fail', path: '/donate/fail?order=7001', user: 'verified' },
  { id: 'donate-error', path: '/donate?scenario=donate-data:500', user: 'verified' },
  { id: 'donate-loading', path: '/donate?scenario=donate-data:slow', user: 'verified', settle: false },
  { id: 'cabinet-profile', path: '/cabinet', user: 'verified' },
  // The promo strip's "More": the whole description, grown in the strip (ordinary words stay whole).
  { id: 'cabinet-banner-more', path: '/cabinet', user: 'verified', step: 'banner-more' },
  { id: 'cabinet-unverified', path: '/cabinet', user: 'unverified' },
  { id: 'cabinet-inventory', path: '/cabinet#inventory', user: 'verified' },
  { id: 'cabinet-prizes', path: '/cabinet#inventory', user: 'verified', step: 'prizes' },
  { id: 'cabinet-prizes-new', path: '/cabinet#inventory', user: 'unverified', step: 'prizes' },
  { id: 'cabinet-referral', path: '/cabinet#ref-system', user: 'verified' },
  { id: 'cabinet-settings', path: '/cabinet#settings', user: 'verified' },
  { id: 'case-roulette', path: '/cabinet/case?id=41', user: 'rich' },
  { id: 'case-roulette-x1', path: '/cabinet/case?id=41', user: 'rich', step: 'open-1' },
  { id: 'case-roulette-x10', path: '/cabinet/case?id=41', user: 'rich', step: 'open-10' },
  // The server fails the open: the strip greyed with no frame, the error panel with Retry, every case kept.
  { id: 'case-roulette-failed', path: '/cabinet/case?id=41&scenario=cases-open:500', user: 'rich', step: 'open-1' },
  { id: 'case-roulette-x100', path: '/cabinet/case?id=41', user: 'rich', step: 'open-100' },
  { id: 'case-roulette-long-names', path: '/cabinet/case?id=41&scenario=*:long-names', user: 'rich' },
  { id: 'email-good', path: '/email-verification?token=good-token' },
  { id: 'email-used', path: '/email-verification?token=used-token' },
  { id: 'terms', path: '/terms' },
  { id: 'pay', path: '/pay?order=7001', user: 'verified' },
  { id: 'gallery', path: '/gallery' },
];

export const WIDTHS = [375, 1280];

/** Where to go for a shot: through the fixture host's sign-in when the shot has a user. */
export function shotUrl(origin, shot, localize) {
  const target = localize(shot.path);
  return shot.user
    ? `${origin}/__fixtures/login-as?user=${shot.user}&next=${encodeURIComponent(target)}`
    : origin + target;
}

/**
 * Brings a loaded page to a shot's state. Steps use classes and values, never visible text, so they work
 * in every locale. Resolves once the state is on screen.
 * @param {import('@playwright/test').Page} page
 */
export async function runStep(page, step) {
  if (!step) return;
  if (step === 'submit') {
    await page.locator('form button[type=submit]').first().click();
    return;
  }
  if (step === 'prizes') {
    // The cabinet inventory's second tab: the prize (coupon) inventory.
    const tab = page.locator('[data-widget="cabinet"] .wgt-subtabs [role="tab"]').nth(1);
    await tab.click();
    // Shown once selected and nothing on the page is loading (aria-busy: its code or its data, shared/ui/load-view.tsx).
    await tab.and(page.locator('[aria-selected="true"]')).waitFor();
    await page.waitForFunction(() => globalThis.document.querySelector('[aria-busy="true"]') === null);
    return;
  }
  if (step === 'banner-more') {
    // "More" shows only where the description is cut: a phone's width cuts it, and the strip stays grown after.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('.wgt-banner--inline .wgt-banner__more').click();
    await page.locator('.wgt-banner--full').waitFor();
    if (size) await page.setViewportSize(size);
    return;
  }
  const open = /^open-(\d+)$/.exec(step);
  if (open) {
    // An open of N cases in the roulette (a multi-open for N > 1), animation skipped: the win, the results
    // board or the failure.
    const root = page.locator('[data-widget="roulette"]');
    if (open[1] !== '1') {
      await root.locator('.wgt-roulette__multi input').check();
      await root.locator(`.wgt-roulette__counts input[value="${open[1]}"]`).check();
    }
    await root.locator('.wgt-roulette__open').click();
    const skip = root.locator('.wgt-roulette__skip');
    // With reduced motion (the guard and the contact sheet ask for it) the answer shows as soon as it is in: there
    // is no spin to skip, and a click would only wait out its 2 s for Skip to be enabled.
    const reduced = await page.evaluate(() => globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches);
    // Skip is live only while the cases open; if they are already open, it is disabled and the click gives up.
    if (!reduced) await skip.click({ timeout: 2000 }).catch(() => {});
    await root.locator('.wgt-roulette__result, .wgt-roulette__failed').first().waitFor({ timeout: 15_000 });
    return;
  }
  throw new Error(`unknown shot step "${step}"`);
}
