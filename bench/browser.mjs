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

/** A fresh browser context = a fresh fixture session; signed in as a seed player when `user` is given. */
export async function freshPage(browser, base, { user, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/gallery`);
  if (user) await page.goto(`${base}/__fixtures/login-as?user=${user}&next=/gallery`);
  return { context, page };
}

export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
