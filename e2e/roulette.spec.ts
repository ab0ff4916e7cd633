import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './support/fixtures';
import { EN, en } from './support/locales';
import { skipDeceleration } from './support/roulette';

const root = '[data-widget="roulette"]';
const remaining = (page: Page) => page.locator(`${root} .wgt-roulette__remaining`);
const openButton = (page: Page) => page.locator(`${root} .wgt-roulette__open`);
const stage = (page: Page) => page.locator(`${root} .wgt-roulette__stage`);

async function openCase(page: Page, id: number, query = '') {
  await page.goto(en(`/cabinet/case?id=${id}${query}`));
  await widgetsSettled(page);
  await expect(page.locator(`${root} h2`)).toBeVisible();
}

async function userCaseCount(fx: { state(): Promise<Record<string, unknown>> }, id: number) {
  const { state } = (await fx.state()) as { state: { cases: { userCases: { id: number; count: number }[] } } };
  return state.cases.userCases.find((u) => u.id === id)!.count;
}

test.describe('roulette', () => {
  test('opens one case: spins, stops on the prize, announces it; axe clean in each state @phone', async ({
    page,
    fx,
    axe,
  }) => {
    test.slow(); // three axe runs and a full spin on a shared machine
    await fx.signInAs('verified');
    await page.clock.install();
    await openCase(page, 11);
    await expect(remaining(page)).toHaveText('4 cases left');
    await expect(page.locator(`${root} .wgt-roulette__cell`)).toHaveCount(30);
    await expect(page.locator(`${root} nav[aria-label="Breadcrumbs"] li`)).toHaveText([
      'Cabinet',
      'Donate inventory',
      'Starter case',
    ]);
    await axe();
    await openButton(page).click();
    await expect(remaining(page)).toHaveText('3 cases left');
    await expect(stage(page)).toHaveAttribute('data-phase', /accelerating|constant|decelerating/);
    await expect(openButton(page)).toBeDisabled();
    await axe();
    await skipDeceleration(page);
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible({ timeout: 8000 });
    const prize = await page.locator(`${root} .wgt-roulette__prize-name`).textContent();
    await expect(page.locator(`${root} .wgt-roulette__stage > [aria-live="polite"]`)).toHaveText(
      `Your prize: ${prize}`,
    );
    await expect(page.locator(`${root} canvas`)).toHaveAttribute('aria-label', new RegExp(`stopped on “${prize}”`));
    expect(await fx.count('cases-open')).toBe(1);
    expect(await userCaseCount(fx, 11)).toBe(3);
    // The win's actions fade in after its burst: contrast is measured once they are in.
    await expect(page.locator(`${root} .wgt-roulette__actions`).first()).toHaveCSS('opacity', '1');
    await axe();
  });

  test('opens 5 and then 100 (results list by rarity with the total), keeping then clamping the count', async ({
    page,
    fx,
  }) => {
    await fx.signInAs('rich');
    await openCase(page, 41);
    await expect(remaining(page)).toHaveText('120 cases left');
    await page.getByLabel('Open several').check();
    await openButton(page).click();
    await page.getByRole('button', { name: 'Skip animation' }).click();
    await expect(page.getByRole('heading', { name: 'Your prizes' })).toBeVisible();
    await expect(remaining(page)).toHaveText('115 cases left');
    // docs/widgets/roulette.md: after a multi-open the chosen count stays while it fits, and only then drops to
    // the largest option not above the remaining count.
    await expect(page.getByRole('radio', { name: '5', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: '100', exact: true }).check();
    await openButton(page).click();
    await page.getByRole('button', { name: 'Skip animation' }).click();
    await expect(remaining(page)).toHaveText('15 cases left');
    // Equal prizes stack ("×3"): the rows add up to the 100 opened.
    await expect
      .poll(() =>
        page
          .locator(`${root} .wgt-roulette__prize`)
          .evaluateAll((els) => els.reduce((n, el) => n + Number(/×(\d+)/.exec(el.textContent ?? '')?.[1] ?? 1), 0)),
      )
      .toBe(100);
    await expect(page.getByRole('radio', { name: '10', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: '25', exact: true })).toBeDisabled();
    const order = ['epic', 'legendary', 'rare', 'improved', 'common', 'simple'];
    const rarities = await page
      .locator(`${root} .wgt-roulette__prize`)
      .evaluateAll((els) => els.map((el) => /wgt-rarity--(\w+)/.exec(el.className)![1]!));
    expect([...rarities].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(rarities);
    const total = await page.locator(`${root} .wgt-roulette__total`).textContent();
    // The total counts only the coupons that can be swapped: the sum of the Swap buttons' prices (a row's
    // button is named "Swap for 30 coins: Cap"; a stack's "Swap all 3 for 90 coins: Cap").
    const swaps = await page
      .locator(`${root} .wgt-roulette__prizes`)
      .getByRole('button', { name: /^Swap (for|all \d+ for) / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''));
    const sum = swaps.reduce((n, t) => n + Number(/([\d,]+) coins/.exec(t)![1]!.replace(/,/g, '')), 0);
    expect(total).toBe(`Coins to swap: ${sum.toLocaleString(EN)}`);
    expect(await userCaseCount(fx, 41)).toBe(15);
  });

  test('a failed multi-open restores the count and only logs; a failed single open names no prize', async ({
    page,
    fx,
    problems,
  }) => {
    problems.expect(/status of 500|open failed/);
    await fx.signInAs('verified');
    await fx.scenario({ 'cases-open-multiple': '500', 'cases-open': '500' });
    await page.clock.install();
    await openCase(page, 14);
    await page.getByLabel('Open several').check();
    await openButton(page).click();
    await skipDeceleration(page);
    await expect(stage(page)).toHaveAttribute('data-phase', 'finished', { timeout: 8000 });
    await expect(remaining(page)).toHaveText('5 cases left');
    await expect(page.getByRole('heading', { name: 'Your prizes' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Open several').uncheck();
    await openButton(page).click();
    await skipDeceleration(page);
    await expect(stage(page)).toHaveAttribute('data-phase', 'finished', { timeout: 8000 });
    // The strip stops on an item, but nothing was won: its name says no prize.
    await expect(page.locator(`${root} canvas`)).toHaveAttribute('aria-label', /^Roulette of the “.+” case\./);
    await expect(page.locator(`${root} canvas`)).not.toHaveAttribute('aria-label', /stopped on/);
    await expect(remaining(page)).toHaveText('5 cases left');
    expect(problems.list().filter((l) => /open failed; landing on a random item/.test(l))).toHaveLength(2);
  });

  test('an unknown item id lands on a random item and still gives the prize', async ({ page, fx, problems }) => {
    problems.expect(/item 999999 is not in the case/);
    await fx.signInAs('verified');
    await page.clock.install();
    await openCase(page, 11, '&fixture=unknown-item');
    await openButton(page).click();
    await skipDeceleration(page);
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible({ timeout: 8000 });
    await expect(page.locator(`${root} .wgt-roulette__prize-name`)).not.toBeEmpty();
  });

  test('reduced motion reveals at once', async ({ page, fx }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fx.signInAs('verified');
    await openCase(page, 11);
    await openButton(page).click();
    // At once means no strip animation, not a wall-clock limit: the prize's part may take a while to load on
    // a busy machine.
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible();
    // No animation of movement; a colour's transition (the stage's filter, a button's) is no motion, and on a
    // busy machine one can still be running here.
    const moving = await stage(page).evaluate((el) =>
      el
        .getAnimations({ subtree: true })
        .filter((a) => !(a instanceof CSSTransition))
        .map((a) => (a instanceof CSSAnimation ? a.animationName : a.constructor.name)),
    );
    expect(moving).toEqual([]);
  });

  test('skip reveals at once, even while the answer is slow: no deceleration is played', async ({ page, fx }) => {
    await fx.signInAs('verified');
    // The open's answer is held until Skip has been clicked (a slow answer, however slow the machine is).
    let skipped!: () => void;
    const held = new Promise<void>((resolve) => (skipped = resolve));
    await page.route('**/api/v1/cases/open/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { phases: string[] };
      w.phases = [];
      new MutationObserver(() => {
        const phase = document.querySelector<HTMLElement>('.wgt-roulette__stage')?.dataset.phase;
        if (phase && w.phases.at(-1) !== phase) w.phases.push(phase);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
    });
    await openCase(page, 11);
    await openButton(page).click();
    await page.getByRole('button', { name: 'Skip animation' }).click();
    skipped();
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible({ timeout: 10000 });
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).not.toContain('decelerating');
  });

  test('swaps the prize for coins from the result and emits coins:changed', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await page.addInitScript(() => {
      const w = window as unknown as { coins: number[] };
      w.coins = [];
      document.addEventListener('widgets:coins:changed', (e) =>
        w.coins.push((e as CustomEvent<{ premiumCoins: number }>).detail.premiumCoins),
      );
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCase(page, 11);
    await openButton(page).click();
    // Its name ends with the prize's: no two Swap buttons sound alike.
    const swap = page.getByRole('button', { name: /^Swap for \d+ coins: .+$/ });
    const price = Number((await swap.textContent())!.replace(/\D/g, ''));
    await swap.click();
    // Every swap asks first, in place (docs/widgets/roulette.md).
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.locator('.wgt-roulette__note').getByText(`Swapped. Balance: ${(1500 + price).toLocaleString(EN)} coins`),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { coins: number[] }).coins)).toEqual([1500 + price]);
    expect(await fx.count('coupons-convert')).toBe(1);
  });

  test('keyboard only: open, skip, swap focus order and the breadcrumb back to the inventory', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await openCase(page, 11);
    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Swap for/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Spin more ×1' })).toBeFocused();
    // Swap → Yes: the button goes, focus goes on to the next control with its ring (never <body>).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.wgt-roulette__note').getByText(/^Swapped\. Balance: /)).toBeVisible();
    const more = page.getByRole('button', { name: 'Spin more ×1' });
    await expect(more).toBeFocused();
    const ring = await more.evaluate((el) => [el.matches(':focus-visible'), getComputedStyle(el).outlineStyle]);
    expect(ring[0]).toBe(true);
    expect(ring[1]).not.toBe('none');
    await page.getByRole('link', { name: 'Donate inventory' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/cabinet#inventory');
  });

  test('multi toggle and counts follow the remaining count', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await openCase(page, 13);
    await expect(remaining(page)).toHaveText('0 cases left');
    await expect(openButton(page)).toBeDisabled();
    await expect(page.getByLabel('Open several')).toBeDisabled();
    await openCase(page, 12);
    await expect(openButton(page)).toBeEnabled();
    await expect(page.getByLabel('Open several')).toBeDisabled();
    await openCase(page, 14);
    await page.getByLabel('Open several').check();
    await expect(page.getByRole('radio', { name: '5', exact: true })).toBeChecked();
    for (const n of [10, 25, 50, 100])
      await expect(page.getByRole('radio', { name: String(n), exact: true })).toBeDisabled();
  });

  test('emits case:closed on Back, and works under strict CSP', async ({ page, fx }) => {
    await fx.signInAs('verified');
    // The page the event fires on is left at once (no widget hears it here): the test keeps what it saw.
    const closed: unknown[] = [];
    await page.exposeFunction('caseClosed', (detail: unknown) => void closed.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('widgets:case:closed', (e) =>
        (window as unknown as { caseClosed(d: unknown): void }).caseClosed((e as CustomEvent).detail),
      ),
    );
    await page.clock.install();
    await page.goto(en('/cabinet/case?id=11&csp=strict'));
    await widgetsSettled(page);
    await openButton(page).click();
    await skipDeceleration(page);
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeVisible({ timeout: 8000 });
    expect(closed).toEqual([]);
    await page.getByRole('button', { name: /Back/ }).click();
    await page.waitForURL('**/en/cabinet#inventory');
    await expect.poll(() => closed).toEqual([{}]);
  });

  test('sends visitors to the sign-in page', async ({ page }) => {
    await page.goto(en('/cabinet/case?id=11'));
    await page.waitForURL('**/en/auth');
  });

  test('shows an error with retry when the case fails to load', async ({ page, fx, problems, axe }) => {
    problems.expect(/status of 500/);
    await fx.signInAs('verified');
    await fx.scenario({ 'cases-user-show': '500' });
    await page.goto(en('/cabinet/case?id=11'));
    await expect(page.getByRole('alert')).toContainText('The case could not be loaded.');
    await axe();
    await fx.scenario({ 'cases-user-show': '' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator(`${root} h2`)).toHaveText('Starter case');
  });
});

/**
 * The strip's cards as laid out (docs/widgets/roulette.md): the card's size, whole cards clear of the faded
 * edges when a card rests under the marker, and the share of each neighbour clear of them.
 */
async function stripGeometry(page: Page) {
  return page.locator(`${root} canvas`).evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    const scale = (height - 24) / 220; // marker margins 2 × 12 px; the css height sets the card size
    const fade = width * 0.08; // the mask's 8 % at each edge
    const room = width / 2 - fade - (220 * scale) / 2;
    return {
      width,
      card: 220 * scale,
      whole: 1 + 2 * Math.floor(room / (236 * scale) + 1e-9),
      neighbour: (room - 16 * scale) / (220 * scale),
    };
  });
}

async function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    // One pixel of slack: scrollIntoView lands on whole pixels, the layout has fractions.
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
  });
}

test.describe('roulette on a phone (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the Open button and large cards are on the first screen (the winner whole, half of each neighbour); axe clean', async ({
    page,
    fx,
    axe,
  }) => {
    await fx.signInAs('rich');
    await openCase(page, 41);
    const open = await openButton(page).boundingBox();
    expect(open!.y + open!.height).toBeLessThanOrEqual(667);
    const strip = await stripGeometry(page);
    // ~80 px cards were too small to read on a phone; fewer, larger ones instead (40 % of the strip:
    // 125 px on a phone, 119 px here, where a desktop browser's scrollbar takes 15 px of the 375).
    expect(strip.card).toBeGreaterThanOrEqual(115);
    expect(strip.whole).toBeGreaterThanOrEqual(1);
    expect(strip.neighbour).toBeGreaterThan(0.45);
    await axe();
  });

  test('after a spin the prize panel is brought into view with its rarity glow; axe clean', async ({
    page,
    fx,
    axe,
  }) => {
    test.slow(); // a full mobile spin and axe on a shared machine
    await fx.signInAs('rich');
    await page.clock.install();
    await openCase(page, 41);
    await page.evaluate(() => window.scrollTo(0, 0));
    await openButton(page).click();
    await skipDeceleration(page);
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeFocused({ timeout: 10_000 });
    await expect.poll(() => inViewport(page, `${root} .wgt-roulette__result`), { timeout: 5000 }).toBe(true);
    const panel = page.locator(`${root} .wgt-roulette__result`);
    await expect(panel).toHaveClass(/wgt-rarity--(simple|common|improved|rare|legendary|epic)/);
    await expect(page.locator(`${root} .wgt-roulette__prize-img`)).toBeVisible();
    const glow = await page
      .locator(`${root} .wgt-roulette__prize-img`)
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(glow).not.toBe('none');
    await axe();
  });

  test('reduced motion: the prize is in view at once', async ({ page, fx }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fx.signInAs('rich');
    await openCase(page, 41);
    await openButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your prize' })).toBeFocused();
    await expect.poll(() => inViewport(page, `${root} .wgt-roulette__result`), { timeout: 1000 }).toBe(true);
  });

  test('a 100-case board is in view and readable; axe clean', async ({ page, fx, axe }) => {
    await boardOf100(page, fx);
    await axe();
  });
});

async function boardOf100(page: Page, fx: { signInAs(user: string): Promise<void> }) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await fx.signInAs('rich');
  await openCase(page, 41);
  await page.getByLabel('Open several').check();
  await page.getByRole('radio', { name: '100', exact: true }).check();
  await openButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your prizes' })).toBeFocused();
  const board = `${root} .wgt-roulette__prizes`;
  // Equal prizes stack ("×3"): the rows add up to the 100 opened.
  await expect
    .poll(() =>
      page
        .locator(`${board} > li`)
        .evaluateAll((els) => els.reduce((n, el) => n + Number(/×(\d+)/.exec(el.textContent ?? '')?.[1] ?? 1), 0)),
    )
    .toBe(100);
  await expect.poll(() => inViewport(page, `${root} .wgt-roulette__result-title`), { timeout: 2000 }).toBe(true);
  // Readable: the board is in the page's flow, the page scrolls it, its first rows are in view,
  // names at a reading size.
  const box = await page.locator(board).evaluate((el) => ({
    scrolls: el.scrollHeight > el.clientHeight,
    font: parseFloat(getComputedStyle(el.querySelector('.wgt-roulette__prize-name')!).fontSize),
  }));
  expect(box.scrolls).toBe(false);
  expect(box.font).toBeGreaterThanOrEqual(14);
  expect(await inViewport(page, `${board} > li:first-child`)).toBe(true);
  await expect(page.locator(`${root} .wgt-roulette__tally li`).first()).toBeVisible();
}

test('a 100-case board is in view and readable on a desktop', async ({ page, fx }) => {
  await boardOf100(page, fx);
});
