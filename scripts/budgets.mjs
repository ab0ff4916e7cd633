// Size budgets that measure what they name (size-budgets.json, checked by scripts/size-report.mjs):
//   - targets, never rewritten: "loader", "runtime" (the core alone) and every "page:NAME", fixed
//     figures a page must stay under whatever widgets exist (the loader's manifest grows a little with
//     each widget, so a measured + margin figure there would fail on every new widget);
//   - "widget:NAME": what the widget adds to the runtime (its own files and lazy parts), measured + a
//     margin; `node build.mjs --update-budgets` rewrites these from the build and prints the diff, so
//     adding a widget changes its own budget only. A widget inside the core (widgets/chrome.ts) is in
//     the runtime's figure and has no budget of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/** Measured + 2 %, at least 10 B, rounded up to 10 B: room for build-to-build drift, not for growth. */
export const withMargin = (gzip) => Math.ceil((gzip + Math.max(10, gzip * 0.02)) / 10) * 10;

/**
 * The budgets after a build: every widget outside the core gets withMargin(own gzip), budgets of widgets
 * no longer built go, the targets stay. Widgets come in the report's order, after the other keys.
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
    const after = withMargin(report.own.gzip);
    budgets[key] = after;
    if (before !== after) changes.push(`${key}: ${before ?? '(none)'} → ${after} B (own ${report.own.gzip} B)`);
  }
  for (const key of Object.keys(config.budgets ?? {}))
    if (key.startsWith('widget:') && !(key in budgets)) changes.push(`${key}: ${config.budgets[key]} → (removed)`);
  return { config: { ...config, budgets }, changes };
}

/** Writes a JSON file as the repository's formatter would (prettier --check passes on it). */
export async function writeJson(file, value) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}

/** Rewrites `file` (size-budgets.json) from a preact size report; returns the changes it made. */
export async function updateBudgets(file, report) {
  const { config, changes } = nextBudgets(JSON.parse(readFileSync(file, 'utf8')), report.widgets);
  if (changes.length > 0) await writeJson(file, config);
  return changes;
}
