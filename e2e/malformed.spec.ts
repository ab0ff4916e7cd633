import type { Page } from '@playwright/test';
import { apiRoutes } from '../host-fixtures/api/index';
import { expect, test, widgetsSettled } from './support/fixtures';
import { rawKeyPattern } from './support/namespaces';
import { en } from './support/locales';

/**
 * Every page × every endpoint it calls on load (found with `fx.requests()` on a normal load), answered
 * with the fixture's `malformed` body (200, wrong shape). The schema turns it into an error state: no
 * uncaught page error (the `problems` fixture fails on any), the affected widget says something readable,
 * and every other widget on the page still mounts.
 */
interface Case {
  page: string;
  endpoint: string;
  /** The widget that shows the answer. */
  widget: string;
  user?: 'verified';
  /** What the widget shows instead: an error text, or `hidden` where the spec says to show nothing. */
  shows: RegExp | 'hidden';
  /** A step after load that makes the widget ask (e.g. a sub-tab). */
  open?: (page: Page) => Promise<void>;
  /** The widget's `data-widget-state` then: `error` while it shows a load error (README "States"); else `ready`. */
  state?: 'error';
}

const LOAD_FAILED = /could not be loaded|failed to load|try again|Retry/i;
const twoFaTab = async (page: Page) => page.getByRole('tab', { name: 'Two-factor auth' }).click();

const CASES: Case[] = [
  { page: en('/'), endpoint: 'servers-statistic', widget: 'online-counter', shows: /./, state: 'error' },
  { page: en('/'), endpoint: 'banner', widget: 'banner', shows: 'hidden' },
  // Auth falls back to its fixed server list when the list cannot be read (docs/widgets/auth.md).
  { page: en('/auth'), endpoint: 'servers', widget: 'auth', shows: /Nova One/ },
  { page: en('/donate'), endpoint: 'donate-data', widget: 'donate', shows: LOAD_FAILED, state: 'error' },
  { page: en('/donate#goods'), endpoint: 'goods', widget: 'donate', shows: LOAD_FAILED, state: 'error' },
  { page: en('/donate'), endpoint: 'user', user: 'verified', widget: 'donate', shows: /./ },
  {
    page: en('/donate#cases'),
    endpoint: 'one-rp-cases',
    user: 'verified',
    widget: 'donate',
    shows: LOAD_FAILED,
    state: 'error',
  },
  // The case page: "not found" only on a 404; a malformed answer offers Retry (e2e/donate-case.spec.ts).
  {
    page: en('/donate/case/3'),
    endpoint: 'one-rp-case',
    user: 'verified',
    widget: 'donate',
    shows: /The case failed to load/,
    state: 'error',
  },
  {
    page: en('/donate/case/3'),
    endpoint: 'donate-data',
    user: 'verified',
    widget: 'donate',
    shows: /The case failed to load/,
    state: 'error',
  },
  { page: en('/cabinet'), endpoint: 'user', user: 'verified', widget: 'cabinet', shows: LOAD_FAILED, state: 'error' },
  { page: en('/cabinet'), endpoint: 'banner', user: 'verified', widget: 'banner', shows: 'hidden' },
  {
    page: en('/cabinet#inventory'),
    endpoint: 'user-cases',
    user: 'verified',
    widget: 'cabinet',
    shows: LOAD_FAILED,
    state: 'error',
  },
  {
    page: en('/cabinet#ref-system'),
    endpoint: 'referral-account-statistic',
    user: 'verified',
    widget: 'cabinet',
    shows: LOAD_FAILED,
    state: 'error',
  },
  {
    page: en('/cabinet#ref-system'),
    endpoint: 'referral-statuses',
    user: 'verified',
    widget: 'cabinet',
    shows: LOAD_FAILED,
    state: 'error',
  },
  {
    page: en('/cabinet#ref-system'),
    endpoint: 'referral-milestones',
    user: 'verified',
    widget: 'cabinet',
    shows: LOAD_FAILED,
    state: 'error',
  },
  {
    page: en('/cabinet#settings'),
    endpoint: '2fa-secret',
    user: 'verified',
    widget: 'cabinet',
    shows: LOAD_FAILED,
    state: 'error',
    open: twoFaTab,
  },
  {
    page: en('/cabinet/case?id=11'),
    endpoint: 'cases-user-show',
    user: 'verified',
    widget: 'roulette',
    shows: LOAD_FAILED,
    state: 'error',
  },
  // The verify answer has no documented body (schema `unknown`): any 2xx is success, so a wrong shape is too.
  {
    page: en('/email-verification?token=good-token'),
    endpoint: 'email-verify',
    widget: 'email-verification',
    shows: /E-mail confirmed/,
  },
];

test('every row names an endpoint of the fixture API (host-fixtures/api/)', () => {
  const ids = new Set(apiRoutes.map((r) => r.id));
  expect(CASES.map((c) => c.endpoint).filter((id) => !ids.has(id))).toEqual([]);
});

for (const c of CASES) {
  test(`malformed ${c.endpoint} on ${c.page}${c.user ? ` (${c.user})` : ''}: ${c.widget} shows an error, the rest mounts`, async ({
    page,
    fx,
    problems,
  }) => {
    // The schema rejects the body: a warning (not an error) per widget; some widgets also log their failure.
    problems.expect(/^\[widgets\] .*(unexpected shape|malformed|invalid)/i);
    if (c.user) await fx.signInAs(c.user);
    await fx.scenario({ [c.endpoint]: 'malformed' });
    await page.goto(c.page);
    await widgetsSettled(page);
    await c.open?.(page);
    await expect.poll(async () => fx.count(c.endpoint)).toBeGreaterThan(0);
    const widget = page.locator(`[data-widget="${c.widget}"]`).first();
    if (c.shows === 'hidden') {
      await expect(widget).toBeEmpty();
    } else {
      await expect(widget).toContainText(c.shows);
      const text = await widget.innerText();
      expect(text).not.toMatch(/undefined|NaN|\[object |null/);
      // A raw key on screen (`donate.loadFailed`): a namespace of the real dictionaries, then a key.
      expect(text).not.toMatch(await rawKeyPattern());
    }
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((els) =>
        els.map((el) => `${(el as HTMLElement).dataset.widget}:${(el as HTMLElement).dataset.widgetState}`),
      );
    // Nothing failed; the widget that shows a load error says so (`error`); below the fold, data-widget-defer
    // ones may still wait (settled, README "Deferred mount points").
    const shown = `${c.widget}:${c.state ?? 'ready'}`;
    if (c.state) expect(states).toContain(shown);
    expect(states.filter((s) => s !== shown && !s.endsWith(':ready') && !s.endsWith(':deferred'))).toEqual([]);
  });
}
