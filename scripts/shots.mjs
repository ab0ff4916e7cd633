// Screenshot review for QA: every fixture page and main state (scripts/shot-list.mjs) at 375 and 1280 px in ru, uk and en,
// into shots/ (git-ignored) with a contact sheet, shots/index.html. Needs a build (`npm run shots` builds first).
//   node scripts/shots.mjs --help for the options (one state, locale or width)
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { importTs } from './build-helpers.mjs';
import { runStep, SHOTS, shotUrl, WIDTHS } from './shot-list.mjs';

/** @typedef {import('./shot-list.mjs').Shot} Shot */
/** @typedef {{shot: Shot, files: {file: string, label: string}[]}} Row */

const { LOCALES, withLocale } = await importTs('shared/i18n/locales.ts');

/**
 * Starts the built fixture host on a free loopback port; resolves with its page origin.
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
function startHost() {
  const child = spawn(process.execPath, ['.host-build/server.mjs', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fixture host exited (${code}); run npm run build first`)));
    child.stdout.on('data', (chunk) => {
      const m = /(http:\/\/localhost:\d+)/.exec(String(chunk));
      if (m?.[1]) resolve({ origin: m[1], stop: () => child.kill('SIGTERM') });
    });
  });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Shot} shot
 * @param {string} locale
 * @param {number} width
 * @param {string} file
 */
async function capture(browser, origin, shot, locale, width, file) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 800 },
    deviceScaleFactor: 1,
    isMobile: width < 600,
    hasTouch: width < 600,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(
    shotUrl(origin, shot, (path) => withLocale(locale, path)),
    { waitUntil: shot.settle === false ? 'load' : 'networkidle' },
  );
  await runStep(page, shot.step);
  await page.waitForTimeout(shot.settle === false ? 300 : 500);
  // A full-page shot draws the sticky header where the page is scrolled (a step may scroll, as the roulette
  // does to its prizes): mid-page, over content. At the top it is where a player sees it.
  await page.evaluate(() => globalThis.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
}

/** @param {Row[]} rows */
function sheet(rows) {
  const esc = (/** @type {unknown} */ s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const cells = rows
    .map(
      ({ shot, files }) =>
        `<section><h2 id="${esc(shot.id)}">${esc(shot.id)} <code>${esc(shot.path)}</code>${
          shot.user ? ` <small>as ${esc(shot.user)}</small>` : ''
        }</h2><div class="row">${files
          .map(
            (f) =>
              `<figure><a href="${esc(f.file)}"><img loading="lazy" src="${esc(f.file)}" alt="${esc(f.label)}"></a><figcaption>${esc(f.label)}</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Shots</title>
<style>body{font:14px system-ui;margin:16px;background:#111;color:#eee}a{color:#9cf}h2{font-size:16px;margin:24px 0 8px}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}figure{margin:0}img{display:block;max-height:600px;border:1px solid #444}
figure:nth-child(odd) img{width:160px;height:auto}figure:nth-child(even) img{width:360px;height:auto}figcaption{font-size:12px;color:#aaa}</style>
<h1>Shots</h1><p>${new Date().toISOString()} · ${rows.length} states × ${LOCALES.length} locales × ${WIDTHS.length} widths.
Index: ${rows.map(({ shot }) => `<a href="#${esc(shot.id)}">${esc(shot.id)}</a>`).join(' · ')}</p>
${cells}</html>\n`;
}

const USAGE = `node scripts/shots.mjs [--only=TEXT] [--locale=${LOCALES.join('|')}] [--width=PX] [--out=DIR]
  --only    the states whose id contains TEXT (ids: scripts/shot-list.mjs), else all
  --locale  one locale, else all; --width one width, else ${WIDTHS.join(' and ')}; --out the folder (shots)`;
/** @param {string} message */
const usage = (message) => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};
/** @type {{only?: string, locale?: string, width?: string, out?: string, help?: boolean}} */
let opts = {};
try {
  opts = parseArgs({
    options: {
      only: { type: 'string' },
      locale: { type: 'string' },
      width: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  usage(/** @type {Error} */ (error).message);
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const outDir = opts.out ?? 'shots';
const shots = SHOTS.filter((s) => !opts.only || s.id.includes(opts.only));
if (shots.length === 0) usage(`No state's id contains "${opts.only}".`);
if (opts.locale && !LOCALES.includes(opts.locale)) usage(`No locale "${opts.locale}".`);
if (opts.width && !(Number(opts.width) >= 200 && Number(opts.width) <= 4000))
  usage(`--width must be pixels (200-4000), got "${opts.width}".`);
const locales = opts.locale ? [opts.locale] : LOCALES;
const widths = opts.width ? [Number(opts.width)] : WIDTHS;
if (!opts.only && !opts.locale && !opts.width) await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const host = await startHost();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** @type {Row[]} */
const rows = [];
try {
  for (const shot of shots) {
    /** @type {Row['files']} */
    const files = [];
    for (const locale of locales)
      for (const width of widths) {
        const file = `${shot.id}.${locale}.${width}.png`;
        await capture(browser, host.origin, shot, locale, width, join(outDir, file));
        files.push({ file, label: `${locale} · ${width}px` });
      }
    rows.push({ shot, files });
    console.log(`shot ${shot.id}`);
  }
} finally {
  await browser.close();
  host.stop();
}
await writeFile(join(outDir, 'index.html'), sheet(rows));
console.log(`contact sheet: ${join(outDir, 'index.html')}`);
