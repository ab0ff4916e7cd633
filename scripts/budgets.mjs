// Size budgets that measure what they name (size-budgets.json, checked by scripts/size-report.mjs):
//   - targets, never rewritten: "loader", "runtime" (the core alone) and every "page:NAME" (the first
//     wave a phone loads for that page), the figure measured when set + 10 % headroom: they guard
//     against what nobody meant (a page twice its weight), they do not steer each feature;
//   - "widget:NAME": what the widget adds to the runtime (its own files and lazy parts), measured + a
//     margin; `node build.mjs --update-budgets` rewrites those whose figure moved past the headroom (over
//     the budget, or more than 5 % under it) and prints the diff, so adding a widget changes its own
//     budget only, not those a re-split shared chunk moved by a few bytes. A widget inside the core (widgets/chrome.ts) is in
//     the runtime's figure and has no budget of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/**
 * What to do about a budget that failed, by its kind (loader, runtime, widget:NAME, page:NAME, file:PATH).
 * @param {string} key
 */
export function adviceFor(key) {
  if (key === 'loader')
    return 'the loader runs on every page before anything else: keep it to boot and the manifests, put the rest in the core (widgets/core.ts) or a widget';
  if (key === 'runtime')
    return 'the core is on every page: code only some widgets use belongs in them (esbuild splits what they share), not in widgets/core.ts or the chrome (widgets/chrome.ts)';
  if (key.startsWith('widget:'))
    return `if ${key.slice(7)}'s growth is the feature, run node build.mjs --update-budgets and commit the diff it prints; else see what it newly imports (dist/size-report.json, widgets.${key.slice(7)}.own.files)`;
  if (key.startsWith('page:'))
    return `the first wave of ${key.slice(5)} has outgrown its 10 % headroom: see which files grew (dist/size-report.json, pages.${key.slice(5)}.files); load what the player does not see at once later (data-widget-defer below the fold, import() for a tab or a step); if the page is worth its new weight, raise ${key} in size-budgets.json to the new figure + 10 % and say why in the commit`;
  return `shrink ${key.slice(5)} or raise ${key} in size-budgets.json, saying why in the commit`;
}

/** Measured + 2 %, at least 10 B, rounded up to 10 B: room for build-to-build drift, not for growth. */
export const withMargin = (/** @type {number} */ gzip) => Math.ceil((gzip + Math.max(10, gzip * 0.02)) / 10) * 10;

/** A budget stays while its figure is within it and no more than 5 % (at least 20 B) under it. */
export const stillFits = (/** @type {number} */ budget, /** @type {number} */ gzip) =>
  gzip <= budget && budget - gzip <= Math.max(20, budget * 0.05);

/**
 * The budgets after a build: a widget outside the core whose figure moved past its headroom (stillFits)
 * gets withMargin(own gzip), a new one too; budgets of widgets no longer built go, the targets stay. Widgets come in the report's order, after the other keys.
 * @param {{budgets: Record<string, number>}} config size-budgets.json
 * @param {Record<string, {own: {gzip: number, files: string[]}}>} widgets the size report's widgets
 * @returns {{config: object, changes: string[]}}
 */
export function nextBudgets(config, widgets) {
  const budgets = Object.fromEntries(
    Object.entries(config.budgets ?? {}).filter(([key]) => !key.startsWith('widget:')),
  );
  const changes = [];
  for (const [name, report] of Object.entries(widgets)) {
    if (report.own.files.length === 0) continue; // inside the core: the runtime's budget covers it
    const key = `widget:${name}`;
    const before = config.budgets?.[key];
    const after = before !== undefined && stillFits(before, report.own.gzip) ? before : withMargin(report.own.gzip);
    budgets[key] = after;
    if (before !== after) changes.push(`${key}: ${before ?? '(none)'} → ${after} B (own ${report.own.gzip} B)`);
  }
  for (const key of Object.keys(config.budgets ?? {}))
    if (key.startsWith('widget:') && !(key in budgets)) changes.push(`${key}: ${config.budgets[key]} → (removed)`);
  return { config: { ...config, budgets }, changes };
}

/**
 * Writes a JSON file as the repository's formatter would (prettier --check passes on it).
 * @param {string} file
 * @param {unknown} value
 */
export async function writeJson(file, value) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}

/**
 * Rewrites `file` (size-budgets.json) from a preact size report; returns the changes it made.
 * @param {string} file
 * @param {{widgets: Record<string, {own: {gzip: number, files: string[]}}>}} report
 */
export async function updateBudgets(file, report) {
  const { config, changes } = nextBudgets(JSON.parse(readFileSync(file, 'utf8')), report.widgets);
  if (changes.length > 0) await writeJson(file, config);
  return changes;
}
