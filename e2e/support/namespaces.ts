import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Dictionary } from '../../shared/i18n';

const ROOT = path.join(import.meta.dirname, '../..');
const MESSAGES = /(^|[\\/])(?:[\w-]+\.)?messages\.ts$/;

let loaded: Promise<Dictionary[]> | undefined;
/** Every dictionary of the product (every `messages.ts` under widgets/ and shared/), read from the files themselves. */
export function dictionaries(): Promise<Dictionary[]> {
  loaded ??= (async () => {
    const files = ['widgets', 'shared'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true })
        .map(String)
        .filter((f) => MESSAGES.test(f))
        .map((f) => path.join(ROOT, dir, f)),
    );
    const all: Dictionary[] = [];
    for (const file of files) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, Dictionary>;
      all.push(...Object.values(module));
    }
    return all;
  })();
  return loaded;
}

/** Every i18n namespace, from the dictionaries themselves. */
export async function dictionaryNamespaces(): Promise<string[]> {
  const namespaces = new Set<string>();
  for (const dictionary of await dictionaries())
    for (const strings of Object.values(dictionary)) Object.keys(strings).forEach((ns) => namespaces.add(ns));
  return [...namespaces].sort();
}

let pattern: Promise<RegExp> | undefined;
/** A raw key on screen (`donate.loadFailed`) means a missing translation. */
export function rawKeyPattern(): Promise<RegExp> {
  pattern ??= dictionaryNamespaces().then((ns) => new RegExp(`\\b(${ns.join('|')})\\.[a-zA-Z]+`));
  return pattern;
}
