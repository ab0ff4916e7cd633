import { expect, test, widgetsSettled } from './support/fixtures';

// The contract a backend is built against (docs/BACKEND.md): the reference the fixture host serves, contract
// mode in the page, and widgets that do not lean on the host's CSS.

test('the API reference page lists every endpoint, needs no script and loads nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (r) => new URL(r.url()).origin !== new URL(baseURL ?? '').origin && foreign.push(r.url()));
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('the API the widgets call');
  await expect(page.locator('section h2')).toHaveCount(33);
  await expect(page.locator('section#user')).toContainText('isTwoFaEnabled');
  await expect(page.locator('script')).toHaveCount(0);
  expect(foreign).toEqual([]);
  const doc = (await (await page.request.get('/openapi.json')).json()) as { openapi: string };
  expect(doc.openapi).toBe('3.1.0');
});

test("contract mode (?widgets-debug=contract) names the fields a page's answers carry that the widgets ignore", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/en/?widgets-debug=contract');
  await widgetsSettled(page);
  // The fixture's statistic carries each server's id, which the counter does not read.
  await expect
    .poll(() => warnings.filter((w) => w.includes('(contract)')))
    .toContain(
      '[widgets] api (contract): GET /api/v1/servers-statistic: data.servers[].id is ignored (not in the schema)',
    );
  warnings.length = 0;
  await page.goto('/en/');
  await widgetsSettled(page);
  await page.waitForTimeout(300);
  expect(warnings.filter((w) => w.includes('(contract)'))).toEqual([]);
});

test('a widget showing a load error is in state "error", and "ready" after a good retry', async ({
  page,
  fx,
  problems,
}) => {
  problems.expect(/status of 500|answered 500/);
  await fx.scenario({ 'donate-data': '500' });
  await page.goto('/en/donate');
  const donate = page.locator('[data-widget="donate"]');
  await expect(donate).toHaveAttribute('data-widget-state', 'error');
  await fx.scenario({ 'donate-data': '' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tab', { name: 'One Coins' })).toBeVisible();
  await expect(donate).toHaveAttribute('data-widget-state', 'ready');
});

test('the widgets size their own boxes: on a host that sets no box-sizing, "Buy more" stays inside its card', async ({
  page,
  fx,
}) => {
  await fx.signInAs('verified');
  await page.goto('/en/cabinet#inventory');
  await widgetsSettled(page);
  const cards = page.locator('.wgt-card[data-user-case]');
  await expect(cards.first()).toBeVisible();
  // Take the host's `* { box-sizing: border-box }` away, as a host without it would be.
  const removed = await page.evaluate(() => {
    let n = 0;
    for (const sheet of [...document.styleSheets]) {
      const rules = [...sheet.cssRules];
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i];
        if (rule instanceof CSSStyleRule && rule.selectorText.startsWith('*') && rule.style.boxSizing) {
          sheet.deleteRule(i);
          n++;
        }
      }
    }
    return n;
  });
  expect(removed).toBeGreaterThan(0);
  const outside = await cards.evaluateAll((els) =>
    els.flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => el.getBoundingClientRect().right > box.right + 0.5)
        .map((el) => el.textContent);
    }),
  );
  expect(outside).toEqual([]);
  const sizing = await page
    .locator('[class*="wgt-"]')
    .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).boxSizing))]);
  expect(sizing).toEqual(['border-box']);
});
