import type { Locator, Page } from '@playwright/test';
import { apiRoutes } from '../../host-fixtures/api';
import { HTTP_TIMEOUT_MS } from '../../shared/api/client';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { EN } from './locales';
import { SLOW_WAIT_MS } from '../../shared/ui/wait-note';
import { expect, test } from './fixtures';
import { englishOnPage, t, useLocale } from './words';

/**
 * The fault matrix: every mutating action × {500, timeout, offline}, each in a player's locale, plus a double
 * click and two rapid clicks under a slow answer. Each spec file is a table of `Action`s; `faultMatrix()` turns a
 * table into tests, so adding an action is one row, not five copies of a test. The rows name what they click and
 * expect by message key (./words.ts), so one table runs in any locale: after each failure the page shows no English
 * and no raw server message, and a timeout's wait says it is taking longer after SLOW_WAIT_MS. The locales take
 * turns (row by row and fault by fault), so each fault and each row is seen in every player's locale across the
 * table; that every message has its words in every locale is the unit suite's check (tests/shared/i18n).
 */
export const FAULTS = ['500', 'timeout', 'offline'] as const;
/** The player's languages other than English: what "errors in the player's words" is checked in. */
const PLAYER_LOCALES = LOCALES.filter((locale) => locale !== EN);
export type Fault = (typeof FAULTS)[number];

type Fx = {
  scenario(spec: Record<string, string>): Promise<void>;
  count(endpoint: string): Promise<number>;
  signInAs(user: string): Promise<void>;
};

/** What the player reads after a failure: a text announced with role=alert, or nothing at all (the widget docs' "silent"). */
export type Message = string | RegExp | null;

/** A value the player typed or chose that must survive the failure. */
export interface Kept {
  locate(page: Page): Locator;
  /** Text fields: the value; omitted for checkboxes and radios, which must stay checked. */
  value?: string | RegExp;
  /** Anything else that must read the same (e.g. the roulette's remaining count), in the test's locale. */
  text?: () => string;
}

export interface Action {
  name: string;
  /** Fixture endpoint id (host-fixtures/api/*.ts) that the trigger calls. */
  endpoint: string;
  /** Seed player to sign in as before the page loads. */
  user?: string;
  reducedMotion?: boolean;
  /** Navigates and fills the form up to the trigger, with no scenario on yet. */
  setup(page: Page): Promise<void>;
  /** The button whose click sends the request (or, with `confirm`, asks first). */
  button(page: Page): Locator;
  /** Where the button asks first, in place (a prize swap): its Yes, which sends the request; the clicks land here. */
  confirm?(page: Page): Locator;
  /** Per fault, in the test's locale (docs/widgets/*.md): by default each trouble's own words (`troubles()`). */
  message(): Record<Fault, Message>;
  kept: Kept[];
  /** Extra console errors this action logs on purpose (e.g. the roulette logs a failed open). */
  logs?: RegExp;
  /** Why this row has no double-click tests (its trigger is not a click). */
  skipDoubleClick?: string;
  /**
   * Where a widget doc (docs/widgets/*.md) marks a field invalid on failure, the button waits until the player edits
   * it: this
   * does the smallest edit (after the kept values were checked), and the button must be ready then.
   */
  editToRetry?(page: Page): Promise<void>;
  /**
   * Where "ready again" is not this button coming back (a code that submits itself, a logout that
   * reloads the page anyway): a locator that is visible once the action is over.
   */
  settled?(page: Page): Locator;
  /** Anything else that must hold after the failure (e.g. logout clearing the token anyway). */
  after?(page: Page): Promise<void>;
  /** When the action gives up on a silent server by itself (logout: LOGOUT_WAIT_MS); default HTTP_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * Why `offline` is the fixture dropping the connection (the browser still online) rather than the browser going
   * offline: the action loads a page next (logout's reload), which an offline browser cannot.
   */
  dropsForOffline?: string;
  /** Why, with the browser offline, the action fails before its own request (a read it makes first fails). */
  offlineSendsNothing?: string;
  /** Instead of a click: how the request is triggered (e.g. typing a two-factor code auto-submits). */
  trigger?(page: Page): Promise<void>;
}

/** Each trouble's own words and next step (shared/api/errors.ts): the server failing, no answer, offline. */
export const troubles = (): Record<Fault, Message> => ({
  '500': t('common.trouble.server'),
  timeout: t('common.trouble.noAnswer'),
  offline: t('common.trouble.offline'),
});
/** One message (or silence) for every fault. */
export const always =
  (message: Message): (() => Record<Fault, Message>) =>
  () => ({ '500': message, timeout: message, offline: message });

const RESOURCE_ERRORS = /Failed to load resource|net::ERR_|status of 500/;

async function expectMessage(page: Page, message: Message) {
  const alerts = page.getByRole('alert');
  if (message === null) {
    // Silent by the widget docs: no alert, no notification, nothing marked invalid. The page's own "no internet"
    // notice (the connection widget) stays while the browser is offline: it is not the action's.
    const own = (found: Locator) => found.filter({ hasNotText: t('connection.offline') });
    await expect(own(alerts)).toHaveCount(0);
    await expect(own(page.locator('.wgt-notice'))).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    return;
  }
  await expect(alerts.filter({ hasText: message }).first()).toBeVisible();
}

async function expectKept(page: Page, kept: Kept[]) {
  for (const k of kept) {
    const target = k.locate(page);
    if (k.value !== undefined) await expect(target).toHaveValue(k.value);
    else if (k.text !== undefined) await expect(target).toHaveText(k.text());
    else await expect(target).toBeChecked();
  }
}

async function fire(page: Page, action: Action, how: 'click' | 'dblclick' | 'rapid') {
  if (action.trigger) return action.trigger(page);
  if (action.confirm) await action.button(page).click();
  const button = action.confirm?.(page) ?? action.button(page);
  if (how === 'click') return button.click();
  if (how === 'dblclick') return button.dblclick();
  // Two clicks in one task: both land before any re-render, so only the action's own guard can stop the second.
  return button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

async function prepare(page: Page, fx: Fx, action: Action, clock: boolean, locale: Locale) {
  await useLocale(locale);
  if (action.user) await fx.signInAs(action.user);
  if (action.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // The client's timeout is a plain setTimeout in the page, so the faked clock drives it (docs/TESTING.md).
  if (clock) await page.clock.install();
  await action.setup(page);
}

export function faultMatrix(area: string, actions: Action[]) {
  test.describe(`fault matrix: ${area}`, () => {
    test.describe.configure({ mode: 'parallel' });
    actions.forEach((action, row) => {
      FAULTS.forEach((fault, column) => {
        const locale = PLAYER_LOCALES[(row + column) % PLAYER_LOCALES.length]!;
        test(`${action.name} · ${fault} · ${locale}: ready again, in the player's words, input kept`, async ({
          page,
          fx,
          problems,
        }) => {
          problems.expect(RESOURCE_ERRORS);
          if (action.logs) problems.expect(action.logs);
          await prepare(page, fx, action, fault === 'timeout', locale);
          const before = await fx.count(action.endpoint);
          const sent = countRequests(page, action);
          const browserOffline = fault === 'offline' && !action.dropsForOffline;
          if (browserOffline) await page.context().setOffline(true);
          else await fx.scenario({ [action.endpoint]: fault });
          await fire(page, action, 'click');
          const requests = browserOffline && action.offlineSendsNothing ? 0 : 1;
          if (browserOffline && requests) await expect.poll(sent).toBeGreaterThan(0);
          else if (!browserOffline) await expect.poll(() => fx.count(action.endpoint)).toBeGreaterThan(before);
          if (fault === 'timeout') await runToTimeout(page, action);
          if (action.settled) await expect(action.settled(page)).toBeVisible();
          else await expect(action.button(page)).not.toHaveAttribute('aria-busy', 'true');
          await expectMessage(page, action.message()[fault]);
          // Errors in the player's words: no English sentence, no raw server message.
          expect(await englishOnPage(page, locale), 'English on the page').toEqual([]);
          await expectKept(page, action.kept);
          await action.after?.(page);
          if (browserOffline) await page.context().setOffline(false);
          if (action.editToRetry && fault === '500') await action.editToRetry(page);
          if (!action.settled) await expect(action.button(page)).toBeEnabled();
          // The page sent one request. (The fixture may log two for a dropped connection: Chromium retries a
          // request once by itself when a reused keep-alive connection drops without an answer.)
          expect(sent()).toBe(requests);
          if (fault !== 'offline') expect(await fx.count(action.endpoint)).toBe(before + 1);
        });
      });
      if (action.skipDoubleClick) return;
      for (const how of ['dblclick', 'rapid'] as const) {
        test(`${action.name} · ${how === 'rapid' ? 'two rapid clicks' : 'double click'} under a slow answer: one request`, async ({
          page,
          fx,
          problems,
        }) => {
          problems.expect(/status of 4\d\d/); // the real answer may be a rejection (e.g. a made-up code)
          if (action.logs) problems.expect(action.logs);
          await prepare(page, fx, action, false, DEFAULT_LOCALE);
          const before = await fx.count(action.endpoint);
          await fx.scenario({ [action.endpoint]: 'slow-800' });
          const route = routeOf(action);
          const answered = page.waitForResponse(
            (r) => r.request().method() === route.method && route.path.test(new URL(r.url()).pathname),
          );
          await fire(page, action, how);
          await answered;
          // A second request would have left at the second click, long before the first (slow) answer.
          expect(await fx.count(action.endpoint)).toBe(before + 1);
          // And the action ends as it should; the test never closes the page halfway through what the answer
          // started (a logout's reload: closing the context in the middle of it hung for 30 s once, under load).
          if (action.settled) await expect(action.settled(page)).toBeVisible();
        });
      }
    });
  });
}

/**
 * Drives the page's faked clock to the client's give-up point: a visible, announced "taking longer" note after
 * SLOW_WAIT_MS (a long wait speaks), still waiting 5 s before the limit, ready within about a second after
 * it. Then the clock is paused, so a notification (3 s) is still there to be read.
 */
async function runToTimeout(page: Page, action: Action) {
  const limit = action.timeoutMs ?? HTTP_TIMEOUT_MS;
  await expect(action.button(page)).toBeDisabled();
  let waited = 0;
  if (limit > SLOW_WAIT_MS) {
    await page.clock.runFor((waited = SLOW_WAIT_MS));
    await expect(page.getByRole('status').filter({ hasText: t('common.slow') })).toBeVisible();
  }
  await page.clock.runFor(limit - Math.min(5_000, limit / 2) - waited);
  await expect(action.button(page)).toBeDisabled();
  for (let second = 0; second < 7; second++) {
    await page.clock.runFor(1_000);
    if (await isSettled(page, action)) break;
  }
  // The page's clock runs on while the target is read; on a busy machine it can pass it first ("cannot fast-forward
  // to the past", seen in CI at load 20), so read it again.
  for (let tries = 0; ; tries++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    } catch (error) {
      if (tries >= 4 || !/to the past/.test(String(error))) throw error;
    }
  }
}

async function isSettled(page: Page, action: Action): Promise<boolean> {
  if (action.settled) return action.settled(page).isVisible();
  const button = action.button(page);
  return !(await button.getAttribute('aria-busy')) && (await button.isEnabled());
}

/** Requests the page itself sends to the action's endpoint from now on. */
function countRequests(page: Page, action: Action): () => number {
  const route = routeOf(action);
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === route.method && route.path.test(new URL(r.url()).pathname)) n++;
  });
  return () => n;
}

/** The endpoint's path below the API base, from the fixture's route table (so the table rows stay short). */
function routeOf(action: Action): { method: string; path: RegExp } {
  const route = apiRoutes.find((r) => r.id === action.endpoint);
  if (!route) throw new Error(`no fixture endpoint ${action.endpoint}`);
  return { method: route.method, path: new RegExp(`${route.path.replace(/:\w+/g, '[^/]+')}/?$`) };
}
