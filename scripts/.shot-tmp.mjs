// usage: node shot.mjs <url-path> <user|-> <width> <out> [clickSelector]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
const [path, user, width, out, click, height] = process.argv.slice(2);
const child = spawn(process.execPath, ['.host-build/server.mjs', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const origin = await new Promise((res) => child.stdout.on('data', (c) => { const m = /(http:\/\/localhost:\d+)/.exec(String(c)); if (m) res(m[1]); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const w = Number(width);
const ctx = await browser.newContext({ viewport: { width: w, height: Number(height || (w < 600 ? 812 : 800)) }, isMobile: w < 600, hasTouch: w < 600, reducedMotion: 'reduce' });
const page = await ctx.newPage();
const url = user === '-' ? origin + path : `${origin}/__fixtures/login-as?user=${user}&next=${encodeURIComponent(path)}`;
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
if (click) { for (const c of click.split('|')) { await page.locator(c).first().click(); await page.waitForTimeout(400); } }
await page.screenshot({ path: out, fullPage: !height });
await browser.close(); child.kill();
