import { expect, test, widgetsSettled } from './support/fixtures';

// The first-screen guard (docs/TESTING.md, "First screen"): on the store's pages a player lands on, the page's
// primary content starts inside the first screen, at a phone's 375 × 740 and a laptop's 1280 × 800. One table
// names each page's primary content; a promo, a hero or a page header above it must leave it room.

interface Primary {
  /** What the player came for, in words (the failure message names it). */
  name: string;
  selector: string;
  /** How much of it must show on the first screen (px, or all of it when shorter). */
  show: number;
}

interface FirstScreenPage {
  id: string;
  path: string;
  user?: string;
  primary: Primary[];
}

const PAGES: FirstScreenPage[] = [
  {
    id: 'cabinet inventory',
    path: '/cabinet#inventory',
    user: 'verified',
    primary: [
      { name: 'the cabinet tabs', selector: '[data-widget="cabinet"] .wgt-cabinet__tabs', show: Infinity },
      { name: 'the first row of cases', selector: '[data-widget="cabinet"] .wgt-grid--cases > li', show: 160 },
    ],
  },
  {
    id: 'cabinet profile',
    path: '/cabinet',
    user: 'verified',
    primary: [
      { name: 'the cabinet tabs', selector: '[data-widget="cabinet"] .wgt-cabinet__tabs', show: Infinity },
      { name: 'the profile', selector: '[data-widget="cabinet"] .wgt-cabinet__panel', show: 120 },
    ],
  },
  {
    id: 'donate',
    path: '/donate',
    primary: [
      { name: 'the shop tabs', selector: '[data-widget="donate"] [role="tablist"]', show: Infinity },
      { name: 'the purchase form', selector: '[data-widget="donate"] form', show: 120 },
    ],
  },
  {
    id: 'donate case',
    path: '/donate/case/1',
    user: 'verified',
    primary: [
      {
        name: 'the case’s buy button',
        selector: '[data-widget="donate"] .wgt-case-buy .wgt-goods__buy .wgt-btn',
        show: Infinity,
      },
    ],
  },
  {
    id: 'case roulette',
    path: '/cabinet/case?id=11',
    user: 'verified',
    primary: [{ name: 'the Open button', selector: '[data-widget="roulette"] .wgt-roulette__open', show: Infinity }],
  },
];

const SCREENS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

for (const p of PAGES)
  for (const screen of SCREENS)
    test(`first screen: ${p.id} at ${screen.width}×${screen.height}`, async ({ page, fx }) => {
      await page.setViewportSize(screen);
      if (p.user) await fx.signInAs(p.user);
      await page.goto(p.path);
      await widgetsSettled(page);
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      for (const primary of p.primary) {
        const first = page.locator(primary.selector).first();
        await expect(first, primary.name).toBeVisible();
        const box = (await first.boundingBox())!;
        const bottom = Math.round(box.y + Math.min(box.height, primary.show));
        expect(bottom, `${primary.name} ends at y=${bottom} on a ${screen.height} px screen`).toBeLessThanOrEqual(
          screen.height,
        );
      }
    });
