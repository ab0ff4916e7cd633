import { expect, test } from '@playwright/test';
import { checkPages } from '../scripts/check-pages.mjs';

// npm run check:pages on the fixture host (docs/BACKEND.md "Checking the pages"): it drives its own browser,
// so the tests run it against this run's host and read its report.
const account = { login: 'player@example.com', password: 'password123' };

test.describe('npm run check:pages', () => {
  test.setTimeout(240_000);

  test('passes on the fixture site: every page kind, as a visitor and signed in, every widget settled', async ({
    baseURL,
  }) => {
    const report = await checkPages({ site: `${baseURL}/`, ...account });
    expect(report.findings).toEqual([]);
    expect(report.visited.map((v) => `${v.as} ${new URL(v.page).pathname}`)).toEqual([
      'visitor /',
      'visitor /auth',
      'visitor /donate',
      'visitor /donate/success',
      'visitor /donate/fail',
      'visitor /terms',
      'visitor /email-verification',
      'player /',
      'player /cabinet',
      'player /donate',
      'player /donate/case/1',
    ]);
    expect(report.visited.every((v) => v.widgets > 0)).toBe(true);
  });

  test('reports a broken widget and what the console said, in one pass', async ({ baseURL }) => {
    // The case page's API answers 500: its widget is in `error` ("The case failed to load.").
    const report = await checkPages({ site: `${baseURL}/?scenario=one-rp-case:500`, ...account });
    const onCase = report.findings.filter((f) => new URL(f.page).pathname === '/donate/case/1');
    expect(onCase).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ as: 'player', kind: 'widget error', widget: expect.stringMatching(/^donate#/) }),
        expect.objectContaining({ kind: 'console', message: expect.stringContaining('answered 500') }),
      ]),
    );
    expect(report.ok).toBe(false);
    expect(report.findings.filter((f) => new URL(f.page).pathname !== '/donate/case/1')).toEqual([]);
  });
});
