import type { Page } from '@playwright/test';
import { expect, test, widgetsSettled } from './support/fixtures';

// The case page read as a player on a phone (ru, 375): the crumbs, a hostile title, the in-place question.
const root = '[data-widget="roulette"]';

async function openCase(page: Page, path: string) {
  await page.goto(path);
  await widgetsSettled(page);
  await expect(page.locator(`${root} h2`)).toBeVisible();
}

/** Crumbs that begin a line: their separator (if any) would be the line's first glyph. */
function lineStartSeparators(page: Page) {
  return page.locator(`${root} .wgt-crumbs ol`).evaluate((ol) => {
    const left = ol.getBoundingClientRect().left;
    return [...ol.children]
      .filter((li) => Math.abs(li.getBoundingClientRect().left - left) < 1)
      .map((li) => getComputedStyle(li, '::before').content)
      .filter((content) => content !== 'none' && content !== 'normal');
  });
}

test.describe('the case page says where the player is and never breaks oddly @phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('crumbs wrap with the separator at the end of a line, never alone at the start of one', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await openCase(page, '/cabinet/case?id=11');
    const lines = await page
      .locator(`${root} .wgt-crumbs li`)
      .evaluateAll((lis) => new Set(lis.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(lines).toBeGreaterThan(1);
    expect(await lineStartSeparators(page)).toEqual([]);
  });

  test('a 10,000-character case name is clamped: the title and the crumb stay short', async ({ page, fx }) => {
    await fx.signInAs('verified');
    await openCase(page, '/cabinet/case?id=11&scenario=cases-user-show:long-names');
    const title = await page.locator(`${root} .wgt-roulette__title`).boundingBox();
    expect(title!.height).toBeLessThan(100);
    const crumbs = await page.locator(`${root} .wgt-crumbs`).boundingBox();
    expect(crumbs!.height).toBeLessThan(80);
    // The whole name is still there for a screen reader.
    expect((await page.locator(`${root} .wgt-roulette__title`).textContent())!.length).toBeGreaterThan(9000);
  });

  test('the swap question keeps Да and Отмена on one line', async ({ page, fx }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fx.signInAs('rich');
    await openCase(page, '/cabinet/case?id=41');
    await page.getByLabel('Открыть несколько').check();
    await page.getByRole('radio', { name: '10', exact: true }).check();
    await page.locator(`${root} .wgt-roulette__open`).click();
    await expect(page.getByRole('heading', { name: 'Ваши призы' })).toBeVisible({ timeout: 10_000 });
    for (const row of await page.locator(`${root} .wgt-roulette__prizes > li`).all()) {
      const swap = row.locator('.wgt-roulette__swap');
      if ((await swap.count()) === 0) continue;
      await swap.click();
      const yes = await row.getByRole('button', { name: 'Да' }).boundingBox();
      const cancel = await row.getByRole('button', { name: 'Отмена' }).boundingBox();
      expect(Math.abs(yes!.y - cancel!.y)).toBeLessThan(2);
      await row.getByRole('button', { name: 'Отмена' }).click();
    }
  });
});
