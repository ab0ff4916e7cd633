// Headless Debian Chromium for the bench, with the flags this machine needs (no network beyond loopback).
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

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh browser context = a fresh fixture session; signed in as a seed player when `user` is given.
 * The page stays on about:blank: the session cookie comes from requests outside the page, so the page
 * measured next is the only document this tab has loaded (no unload of another page in its window).
 */
export async function freshPage(browser, base, { user, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
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

/** Resolves once the fixture host at `base` answers (10 s at most). */
export async function waitForHost(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/assets/favicon.svg`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('fixture host did not start');
}
