#!/usr/bin/env node
// npm run check:pages -- --site <url> [--login <e-mail|login> --password <password> [--server <key>]]
//   [--case <id>] [--locale ru|uk|en] [--json]
// A smoke test of a host's own pages (docs/BACKEND.md "Checking the pages"): opens each page kind README
// lists in Chromium, as a visitor and (with the test account) signed in, waits for every mount point's
// data-widget-state to settle, and reports every widget in `error` or `failed` and every console warning or
// error, in one pass. The site URL's query (e.g. ?csp=strict) goes on every page. Exit 1 on any finding.
/* global document, window -- the functions handed to page.evaluate run in the page */
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';

const HELP = `npm run check:pages -- --site <url> [options]
  --site <url>            the site (its query, e.g. ?csp=strict, goes on every page)
  --login <e-mail|login>  the test account (check:api --sandbox's) to sign in with; without it, visitor pages only
  --password <password>   its password          --server <key>  its server (default: its profile's)
  --case <id>             the case page's id (default: the first case the shop API lists)
  --locale <ru|uk|en>     the pages' locale prefix (default: the site's default, no prefix)
  --json                  the report as JSON
  --help                  this text`;

/** The page kinds of README "Embedding" ("Pages the widgets link to"), and who opens them. */
export const PAGES = [
  { path: '/', as: 'visitor' },
  { path: '/auth', as: 'visitor' },
  { path: '/donate', as: 'visitor' },
  { path: '/donate/success', as: 'visitor' },
  { path: '/donate/fail', as: 'visitor' },
  { path: '/terms', as: 'visitor' },
  // Without a token: a made-up one is a stale link, which the API refuses and the widget logs.
  { path: '/email-verification', as: 'visitor' },
  { path: '/', as: 'player' },
  { path: '/cabinet', as: 'player' },
  { path: '/donate', as: 'player' },
  { path: '/donate/case/{case}', as: 'player' },
];
const SETTLED = ['ready', 'error', 'failed', 'deferred'];
const WAIT_MS = 30_000;

/** The page's own configuration: the globals or #widgets-config (README "Embedding"). */
const configOf = () => {
  const block = document.getElementById('widgets-config');
  const json = block ? JSON.parse(block.textContent || '{}') : {};
  const w = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  return { apiUrl: String(json.apiUrl ?? w.apiUrl ?? '').replace(/\/+$/, '') };
};

/**
 * @param {{ site: string, login?: string, password?: string, server?: string, caseId?: string, locale?: string }} options
 */
export async function checkPages(options) {
  const site = new URL(options.site);
  const query = site.search;
  const prefix = options.locale ? `/${options.locale}` : '';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  /** @type {{ page: string, as: string, kind: string, widget?: string, message: string }[]} */
  const findings = [];
  /** @type {{ page: string, as: string, widgets: number, ms: number }[]} */
  const visited = [];
  try {
    for (const as of ['visitor', 'player']) {
      if (as === 'player' && !options.login) continue;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      /** @type {string[]} */
      let messages = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`uncaught: ${e.message}`));
      const url = (/** @type {string} */ path) => {
        const address = new URL(prefix + path.replace(/^\/(?=\?|$)/, '/'), site.origin);
        for (const [k, v] of new URLSearchParams(query)) address.searchParams.set(k, v);
        return address.href;
      };
      let caseId = options.caseId;
      if (as === 'player') {
        await page.goto(url('/auth'));
        const signedIn = await page.evaluate(signIn, {
          apiUrl: (await page.evaluate(configOf)).apiUrl,
          login: options.login ?? '',
          password: options.password ?? '',
          server: options.server ?? '',
        });
        if (signedIn !== 'ok') {
          findings.push({ page: url('/auth'), as, kind: 'sign-in', message: signedIn });
          await context.close();
          continue;
        }
      }
      for (const entry of PAGES.filter((p) => p.as === as)) {
        if (entry.path.includes('{case}') && !caseId) caseId = await firstCase(page, url('/donate'));
        const address = url(entry.path.replace('{case}', caseId ?? '1'));
        messages = [];
        const started = Date.now();
        await page.goto(address, { waitUntil: 'load' });
        const states = await settle(page);
        for (const [widget, state] of states)
          if (state !== 'ready' && state !== 'deferred')
            findings.push({
              page: address,
              as,
              kind: `widget ${state}`,
              widget,
              message: `${widget} is ${state}${state === 'loading' ? ` after ${WAIT_MS / 1000} s` : ''}`,
            });
        for (const message of messages) findings.push({ page: address, as, kind: 'console', message });
        visited.push({ page: address, as, widgets: states.length, ms: Date.now() - started });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { ok: findings.length === 0, site: site.href, visited, findings };
}

/**
 * Every mount point's [name, state] once all have settled and the network is quiet (a widget `ready` with its
 * frame may still load a part and go to `error`; what it logs then belongs to this page), or the wait is over.
 */
async function settle(/** @type {import('@playwright/test').Page} */ page) {
  await allSettled(page);
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => {});
  await allSettled(page);
  return page.$$eval('[data-widget]', (els) =>
    els.map((el, i) => [`${el.getAttribute('data-widget')}#${i + 1}`, el.getAttribute('data-widget-state') ?? 'none']),
  );
}

async function allSettled(/** @type {import('@playwright/test').Page} */ page) {
  await page
    .waitForFunction(
      (settled) =>
        [...document.querySelectorAll('[data-widget]')].every((el) =>
          settled.includes(el.getAttribute('data-widget-state') ?? ''),
        ),
      SETTLED,
      { timeout: WAIT_MS },
    )
    .catch(() => {});
}

/** The first case the shop lists, read as the page would (its apiUrl). */
async function firstCase(/** @type {import('@playwright/test').Page} */ page, /** @type {string} */ at) {
  await page.goto(at);
  const { apiUrl } = await page.evaluate(configOf);
  return page.evaluate(async (api) => {
    const answer = await fetch(`${api}/api/one-rp/cases`, { headers: { Accept: 'application/json' } });
    const body = await answer.json();
    return String(body?.data?.cases?.[0]?.id ?? '1');
  }, apiUrl);
}

/**
 * Signs in as the sign-in form does (docs/BACKEND.md "Sessions"): the API's login, then the web server's
 * /auth-store-token with the page's CSRF token. Runs in the page.
 * @param {{ apiUrl: string, login: string, password: string, server: string }} a
 */
async function signIn({ apiUrl, login, password, server }) {
  const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const servers = await fetch(`${apiUrl}/api/v1/servers`, { headers: json })
    .then((r) => r.json())
    .catch(() => ({}));
  const keys = server ? [server] : (servers?.data?.servers ?? []).map((/** @type {{key: string}} */ s) => s.key);
  for (const key of keys.length ? keys : ['one']) {
    const body = { server: key, password, ...(login.includes('@') ? { email: login } : { login }) };
    const answer = await fetch(`${apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    const token = (await answer.json().catch(() => ({})))?.data?.token;
    if (!token) continue;
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const stored = await fetch('/auth-store-token', {
      method: 'POST',
      headers: { ...json, 'X-CSRF-TOKEN': csrf },
      body: JSON.stringify({ token }),
    });
    return stored.ok ? 'ok' : `POST /auth-store-token answered ${stored.status}: the pages will not know the player`;
  }
  return 'the test account could not sign in (--login, --password, --server; two-factor must be off)';
}

/** The report as a person reads it. */
export function formatPages(/** @type {Awaited<ReturnType<typeof checkPages>>} */ report) {
  return [
    `site ${report.site}`,
    ...report.visited.map(
      (v) => `${v.as.padEnd(7)} ${String(v.widgets).padStart(3)} widget(s) ${String(v.ms).padStart(6)} ms  ${v.page}`,
    ),
    '',
    ...report.findings.map((f) => `${f.as.padEnd(7)} ${f.kind}: ${f.message}\n        on ${f.page}`),
    '',
    `${report.findings.length} finding(s) on ${report.visited.length} page(s)`,
  ].join('\n');
}

async function main() {
  /** @type {Record<string, string | boolean | undefined>} */
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        site: { type: 'string' },
        login: { type: 'string' },
        password: { type: 'string' },
        server: { type: 'string' },
        case: { type: 'string' },
        locale: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`check:pages: ${/** @type {Error} */ (error).message}: run with --help for the options`);
    return 2;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (typeof values.site !== 'string' || !/^https?:\/\//.test(values.site)) {
    console.error('check:pages: --site <url> is required, e.g. --site https://www.example.com (run with --help)');
    return 2;
  }
  const report = await checkPages({
    site: values.site,
    login: /** @type {string | undefined} */ (values.login),
    password: /** @type {string | undefined} */ (values.password),
    server: /** @type {string | undefined} */ (values.server),
    caseId: /** @type {string | undefined} */ (values.case),
    locale: /** @type {string | undefined} */ (values.locale),
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatPages(report));
  return report.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
