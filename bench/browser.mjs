// Headless Debian Chromium for the bench, with the flags this machine needs (no network beyond loopback).
import { get } from 'node:https';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

/** `spki`: the hash of a key whose certificate the browser trusts (the bench's HTTPS host, bench/network.mjs). */
export function launch({ spki } = {}) {
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...trust],
  });
}

/**
 * A fresh browser context = a fresh fixture session; signed in as a seed player when `user` is given.
 * The page stays on about:blank: the session cookie comes from requests outside the page, so the page
 * measured next is the only document this tab has loaded (no unload of another page in its window).
 */
export async function freshPage(browser, base, { user, viewport = { width: 1280, height: 800 } } = {}) {
  // The bench's own requests (below) trust its HTTPS host's certificate; the browser does through `launch`.
  const context = await browser.newContext({ viewport, ignoreHTTPSErrors: base.startsWith('https:') });
  const page = await context.newPage();
  await context.request.get(`${base}/__fixtures/requests`);
  if (user) await context.request.get(`${base}/__fixtures/login-as?user=${user}&next=/gallery`, { maxRedirects: 0 });
  return { context, page };
}

export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Whether `url` answers 200 (an HTTPS host's self-signed certificate accepted). */
function answers(url) {
  if (!url.startsWith('https:')) return fetch(url).then((r) => r.ok);
  return new Promise((resolve, reject) =>
    get(url, { rejectUnauthorized: false }, (res) => resolve(res.resume().statusCode === 200)).on('error', reject),
  );
}

/** Resolves once the fixture host at `base` answers (10 s at most). */
export async function waitForHost(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if (await answers(`${base}/assets/favicon.svg`)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('fixture host did not start');
}
