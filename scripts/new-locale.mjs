#!/usr/bin/env node
// npm run new:locale -- <code>: adds a language. LOCALES (shared/i18n/locales.ts) gets the code at its end;
// every object keyed by all the locales (each dictionary, the formats, the fixture pages' copy) gets an entry
// for it, a copy of the default locale's (the first) to translate; the public types are written again. The rest derives from
// LOCALES (addresses, the build's per-locale files, the tests' lists). What the copies get wrong, tests say:
// tests/shared/i18n/dictionaries.test.ts (the plural forms the language has) and locale-formats.test.ts
// (numbers and money as Intl writes them).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { OUT as TYPES, widgetTypesFile } from './widget-types.mjs';

const LOCALES_FILE = 'shared/i18n/locales.ts';
/** Where objects keyed by locale live. */
const FOLDERS = ['widgets', 'shared', 'host-fixtures', 'contract', 'tests', 'e2e'];

/** @param {string} text */
export function localesIn(text) {
  const match = /export const LOCALES = \[([^\]]*)\] as const;/.exec(text);
  if (!match) throw new Error(`${LOCALES_FILE}: no "export const LOCALES = [...] as const;"`);
  return [...(match[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1] ?? '');
}

/**
 * `text` with an entry for `code` after the last locale's in every object literal keyed by all of `locales`,
 * a copy of the first locale's.
 * @param {string} file
 * @param {string} text
 * @param {string[]} locales
 * @param {string} code
 */
export function withLocaleEntries(file, text, locales, code) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** @type {{at: number, insert: string}[]} */
  const edits = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      /** @type {Map<string, ts.PropertyAssignment>} */
      const byName = new Map();
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          byName.set(p.name.text, p);
      const from = byName.get(locales[0] ?? '');
      if (from && !byName.has(code) && locales.every((l) => byName.has(l))) {
        const end = Math.max(...locales.map((l) => byName.get(l)?.end ?? 0));
        edits.push({ at: end, insert: `,\n${code}: ${from.initializer.getText(source)}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.sort((a, b) => b.at - a.at).reduce((out, e) => out.slice(0, e.at) + e.insert + out.slice(e.at), text);
}

/** @param {string} root @param {string} dir @returns {string[]} */
const sources = (root, dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' || entry.name === 'node_modules' ? [] : sources(root, rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });

/**
 * @param {string} root
 * @param {string} code
 * @returns {Promise<string[]>} the files it changed
 */
export async function newLocale(root, code) {
  if (!/^[a-z]{2,3}$/.test(code)) throw new Error(`"${code}" is no language code: two or three letters (pl)`);
  if (Intl.NumberFormat.supportedLocalesOf(code).length === 0)
    throw new Error(`"${code}": this Node's Intl has no data for it`);
  const localesText = readFileSync(path.join(root, LOCALES_FILE), 'utf8');
  const locales = localesIn(localesText);
  if (locales.includes(code)) throw new Error(`${code} is a locale already`);
  const changed = [LOCALES_FILE];
  writeFileSync(
    path.join(root, LOCALES_FILE),
    localesText.replace(/(export const LOCALES = \[[^\]]*?)(,?\s*\] as const;)/, `$1, '${code}'] as const;`),
  );
  for (const file of FOLDERS.flatMap((dir) => sources(root, dir))) {
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const next = withLocaleEntries(file, text, locales, code);
    if (next === text) continue;
    const options = (await prettier.resolveConfig(full)) ?? {};
    writeFileSync(full, await prettier.format(next, { ...options, filepath: full }));
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = process.argv[2] ?? '';
  const root = path.join(import.meta.dirname, '..');
  try {
    const files = await newLocale(root, code);
    writeFileSync(path.join(root, TYPES), await widgetTypesFile());
    files.push(TYPES);
    console.log(`new locale ${code}: ${files.length} files\n${files.map((f) => `  ${f}`).join('\n')}`);
    console.log(
      `\nNext: translate the copies of the first locale's entries (grep "${code}:"), then npx vitest run tests/shared/i18n` +
        ` (plural forms and number formats per locale) and npm test.`,
    );
  } catch (error) {
    console.error(
      `new:locale: ${error instanceof Error ? error.message : String(error)}\nUsage: npm run new:locale -- <code>`,
    );
    process.exit(1);
  }
}
