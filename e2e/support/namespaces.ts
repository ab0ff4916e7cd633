import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.join(import.meta.dirname, '../..');
const MESSAGES = /(^|[\\/])(?:[\w-]+\.)?messages\.ts$/;

/** Every i18n namespace, from the dictionaries themselves (every `messages.ts` under widgets/ and shared/). */
export async function dictionaryNamespaces(): Promise<string[]> {
  const files = ['widgets', 'shared'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true })
      .map(String)
      .filter((f) => MESSAGES.test(f))
      .map((f) => path.join(ROOT, dir, f)),
  );
  const namespaces = new Set<string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, object>>;
    for (const dictionary of Object.values(module))
      for (const strings of Object.values(dictionary)) Object.keys(strings).forEach((ns) => namespaces.add(ns));
  }
  return [...namespaces].sort();
}

let pattern: Promise<RegExp> | undefined;
/** A raw key on screen (`donate.loadFailed`) means a missing translation. */
export function rawKeyPattern(): Promise<RegExp> {
  pattern ??= dictionaryNamespaces().then((ns) => new RegExp(`\\b(${ns.join('|')})\\.[a-zA-Z]+`));
  return pattern;
}
