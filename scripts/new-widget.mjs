#!/usr/bin/env node
// npm run new:widget -- <name> [--kind=form --path=/api/v1/…]: scaffolds a working widget in its own places
// (widgets/<name>/, tests/widgets/<name>/, docs/widgets/<name>.md, e2e/<name>.spec.ts, host-fixtures/api/<name>.ts,
// host-fixtures/pages/widget-<name>.ts): a list that shows something (scripts/new-widget/templates.mjs) or a
// form that posts the fields its fields.ts declares to the API path given (form-templates.mjs). Outside them it edits three lists: the fixture routes
// (host-fixtures/api/index.ts), the fixture pages (host-fixtures/pages/list.ts) and its provisional budget
// (size-budgets.json); the fixture route carries its operation in the API contract, collected from there.
// The widget list, the loader's manifest and the registry come from the folders
// (docs/ARCHITECTURE.md, "Where a new widget's files go").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeJson } from './budgets.mjs';
import { formWidgetFiles } from './new-widget/form-templates.mjs';
import { widgetFiles } from './new-widget/templates.mjs';
import { OUT as TYPES, widgetTypesFile } from './widget-types.mjs';
import * as prettier from 'prettier';

/** Generous until measured (the form kind is about 3,000 B own): `node build.mjs --update-budgets` sets own + margin. */
export const PROVISIONAL_BUDGET = 4000;
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** An API path the form posts to: the backend's, never guessed from the widget's name. */
const API_PATH = /^\/[a-z0-9\-._~/]+$/i;
export const KINDS = { list: widgetFiles, form: formWidgetFiles };
/** A widget's fixture page: not under /widgets/, which the fixture host serves as dist/. */
export const demoPath = (/** @type {string} */ name) => `/demo/${name}`;

/** @typedef {{name: string, camel: string, pascal: string}} Names */
/** @typedef {Names & {path: string}} FormNames */

/**
 * @param {string} name
 * @returns {Names}
 */
export function namesOf(name) {
  const camel = name.replace(/-([a-z0-9])/g, (_, /** @type {string} */ c) => c.toUpperCase());
  return { name, camel, pascal: camel.charAt(0).toUpperCase() + camel.slice(1) };
}

/**
 * Inserts `line` after the last line matching `after` and `entry` before `close` in `file`.
 * @param {string} root
 * @param {string} file
 * @param {{importLine: string, entry: string, list: string}} lines
 */
function addTo(root, file, { importLine, entry, list }) {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  const lastImport = text.lastIndexOf('\nimport ');
  const start = text.indexOf(list);
  const end = start < 0 ? -1 : text.indexOf('\n];', start);
  if (lastImport < 0 || end < 0)
    throw new Error(`${file}: cannot find its imports and "${list}"; add the widget by hand`);
  const lineEnd = text.indexOf('\n', lastImport + 1);
  writeFileSync(
    full,
    `${text.slice(0, lineEnd + 1)}${importLine}\n${text.slice(lineEnd + 1, end)}\n  ${entry}${text.slice(end)}`,
  );
}

/**
 * @param {string} root
 * @param {string} name
 * @param {string} [kind] one of KINDS (anything else is refused)
 * @param {string} [apiPath] the path a form posts to (required for a form)
 */
export async function newWidget(root, name, kind = 'list', apiPath = '') {
  if (!NAME.test(name)) throw new Error(`"${name}" is no widget name: lowercase words joined by "-" (top-donors)`);
  if (!Object.hasOwn(KINDS, kind)) throw new Error(`--kind=${kind}: the kinds are ${Object.keys(KINDS).join(', ')}`);
  if (kind === 'form' && !API_PATH.test(apiPath))
    throw new Error(`a form posts to the API path its backend has: --path=/api/v1/… (got "${apiPath}")`);
  if (existsSync(path.join(root, 'widgets', name))) throw new Error(`widgets/${name}/ exists already`);
  const names = { ...namesOf(name), path: apiPath };
  const files = kind === 'form' ? formWidgetFiles(names) : widgetFiles(names);
  const written = [];
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    if (existsSync(full)) throw new Error(`${file} exists already`);
    mkdirSync(path.dirname(full), { recursive: true });
    const options = (await prettier.resolveConfig(full)) ?? {};
    writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
    written.push(file);
  }
  addTo(root, 'host-fixtures/api/index.ts', {
    importLine: `import { routes as ${names.camel} } from './${name}';`,
    entry: `...${names.camel},`,
    list: 'export const apiRoutes',
  });
  addTo(root, 'host-fixtures/pages/list.ts', {
    importLine: `import { ${names.camel}Page } from './widget-${name}';`,
    entry: `{ path: '${demoPath(name)}', page: ${names.camel}Page, label: 'Widget: ${name}', group: 'test' },`,
    list: 'export const pages',
  });
  const budgetsFile = path.join(root, 'size-budgets.json');
  const config = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  config.budgets[`widget:${name}`] = PROVISIONAL_BUDGET;
  await writeJson(budgetsFile, config);
  return [...written, 'host-fixtures/api/index.ts', 'host-fixtures/pages/list.ts', 'size-budgets.json'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const kind = args.find((a) => a.startsWith('--kind='))?.slice(7) ?? 'list';
  const apiPath = args.find((a) => a.startsWith('--path='))?.slice(7) ?? '';
  const root = path.join(import.meta.dirname, '..');
  try {
    const files = await newWidget(root, name ?? '', kind, apiPath);
    // The public types name every widget and its options (README "Releases").
    writeFileSync(path.join(root, TYPES), await widgetTypesFile());
    files.push(TYPES);
    console.log(`new widget ${name}:\n${files.map((f) => `  ${f}`).join('\n')}`);
    console.log(
      `\nNext: npm run check:widget -- ${name}; node build.mjs --update-budgets (measures its budget, now ${PROVISIONAL_BUDGET} B);` +
        ` the page: npm start → http://localhost:4173${demoPath(name ?? '')} (and /uk/, /en/)`,
    );
  } catch (error) {
    console.error(
      `new:widget: ${error instanceof Error ? error.message : String(error)}\nUsage: npm run new:widget -- <name> [--kind=form --path=/api/v1/…]`,
    );
    process.exit(1);
  }
}
