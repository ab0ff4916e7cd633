import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export interface FixtureRequest {
  method: string;
  path: string;
  endpoint: string;
}

interface Helpers {
  /** Console errors and uncaught page errors; the test fails if any is left unexpected. */
  problems: { expect(pattern: RegExp): void; list(): string[] };
  fx: {
    /** Turns fixture scenarios on for this browser context: `{ 'servers-statistic': '500' }`. */
    scenario(spec: Record<string, string>): Promise<void>;
    requests(): Promise<FixtureRequest[]>;
    count(endpoint: string): Promise<number>;
    signInAs(user: string): Promise<void>;
    state(): Promise<Record<string, unknown>>;
  };
  axe(page?: Page): Promise<void>;
}

export const test = base.extend<Helpers>({
  problems: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => msg.type() === 'error' && seen.push(msg.text()));
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      await use({ expect: (pattern) => void allowed.push(pattern), list: () => seen });
      const unexpected = seen.filter((line) => !allowed.some((p) => p.test(line)));
      // A failed test's screenshot, taken here: Playwright's own `screenshot: 'only-on-failure'` shoots every
      // page of every test as its context closes, in case the test fails late (about 0.3 s a test on 2 cores).
      if (unexpected.length > 0 || testInfo.status !== testInfo.expectedStatus) {
        const path = testInfo.outputPath('test-failed-1.png');
        await page.screenshot({ path, timeout: 5_000 }).then(
          () => testInfo.attach('screenshot', { path, contentType: 'image/png' }),
          () => {},
        );
      }
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  fx: async ({ page }, use) => {
    // The fixture session lives in the `fx` cookie, set by the first page load of the context.
    const ensureSession = async () => {
      if (!(await page.context().cookies()).some((c) => c.name === 'fx')) await page.request.get('/gallery');
    };
    await use({
      async scenario(spec) {
        await ensureSession();
        for (const [endpoint, kind] of Object.entries(spec)) {
          const res = await page.request.post('/__fixtures/scenario', { data: { endpoint, kind } });
          expect(res.ok(), await res.text()).toBe(true);
        }
      },
      async requests() {
        await ensureSession();
        return ((await (await page.request.get('/__fixtures/requests')).json()) as { requests: FixtureRequest[] })
          .requests;
      },
      async count(endpoint) {
        return (await this.requests()).filter((r) => r.endpoint === endpoint).length;
      },
      async signInAs(user) {
        await ensureSession();
        const res = await page.request.get(`/__fixtures/login-as?user=${user}&next=/gallery`);
        expect(res.ok()).toBe(true);
      },
      async state() {
        await ensureSession();
        return (await (await page.request.get('/__fixtures/state')).json()) as Record<string, unknown>;
      },
    });
  },
  axe: async ({ page }, use, testInfo) => {
    await use(async (target = page) => {
      // A scan is seconds of real work (about 1.5 s on a quiet machine, 6-10 s at a load average of 30 on
      // 2 cores), so each one gives its test that much more time: a test with three scans is not near its
      // timeout on a busy machine.
      testInfo.setTimeout(testInfo.timeout + 10_000);
      // No CSSOM preload: it re-fetches stylesheets and injects <style> tags, which strict-CSP pages refuse.
      // Legacy mode runs the scan in the page itself: the default opens a blank page in the context for every
      // scan to merge the frames' results in, which costs more than the scan (1.3 s → 0.55 s a scan, with the
      // same rules, results and same-origin frames; the fixture pages have no cross-origin frame, which is what
      // legacy mode leaves out). Only violations are asserted, so only their nodes are collected.
      const results = await test.step(
        'axe scan',
        () =>
          new AxeBuilder({ page: target })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .setLegacyMode(true)
            .options({ preload: false, resultTypes: ['violations'] })
            .analyze(),
        { box: true },
      );
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

/**
 * Waits until every mount point on the page has settled (ready, error or failed, or deferred: a
 * `data-widget-defer` one waiting to come near the viewport, see `widgetNear`).
 */
export async function widgetsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].every((el) =>
      ['ready', 'error', 'failed', 'deferred'].includes(el.dataset.widgetState ?? ''),
    ),
  );
}

/** Scrolls a (deferred) mount point into view and waits until it has mounted. */
export async function widgetNear(mountPoint: Locator) {
  await mountPoint.scrollIntoViewIfNeeded();
  await expect(mountPoint).toHaveAttribute('data-widget-state', 'ready');
}

/** Opens the promo overlay's card: it starts as the "Promotions: N" pill (docs/widgets/banner.md). */
export async function openPromos(page: Page) {
  await page.locator('[data-widget="banner"] .wgt-banner__toggle[aria-expanded="false"]').click();
}
