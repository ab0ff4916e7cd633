// esbuild plugin for the per-locale builds: each `messages.ts` / `<part>.messages.ts` (pure data, a
// `{ ru, uk, en }` object per export, docs/ARCHITECTURE.md "Where a new widget's files go") is evaluated at build time and replaced
// by the same exports holding only `locale`, so a chunk carries one language's strings.
import { importTs } from './build-helpers.mjs';

export const MESSAGES_FILE = /[\\/](?:[\w-]+\.)?messages\.ts$/;

/**
 * @param {string} locale
 * @param {string[]} locales
 * @returns {import('esbuild').Plugin}
 */
export function oneLocale(locale, locales) {
  return {
    name: 'one-locale',
    setup(build) {
      build.onLoad({ filter: MESSAGES_FILE }, async (args) => {
        /** @type {Record<string, Record<string, unknown> | undefined>} */
        let module;
        try {
          module = await importTs(args.path, { bundle: false });
        } catch (error) {
          throw new Error(`${args.path} must be pure data (type imports only): ${String(error)}`);
        }
        const lines = Object.entries(module).map(([name, dictionary = {}]) => {
          const missing = locales.filter((l) => typeof dictionary[l] !== 'object');
          if (missing.length > 0) throw new Error(`${args.path}: export ${name} lacks ${missing.join(', ')}`);
          const binding = name === 'default' ? 'export default' : `export const ${name} =`;
          return `${binding} ${JSON.stringify({ [locale]: dictionary[locale] })};`;
        });
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}
