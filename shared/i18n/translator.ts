import type { common } from './common.messages';
import type { Dictionary, I18n, SameKeys, Translator } from './index';

/** Each dictionary in D with its locales holding the same keys (a missing or extra key is a type error). */
export type Checked<D extends Dictionary[]> = { [K in keyof D]: D[K] & SameKeys<D[K]> };

/** t() and tn() over the given dictionaries and common (on every page): only their keys are accepted. */
export type TranslatorOf<D extends Dictionary[]> = Translator<D[number] | typeof common>;

/**
 * The page's i18n, typed by the dictionaries a part reads (added here, idempotent): `t('no.such.key')`
 * is a type error. useT (shared/runtime/context.ts) is the hook form; an enhancer calls this.
 * A key chosen at run time goes through a typed map (`{ 404: 'x.notFound' } as const satisfies …`).
 */
export function translator<D extends Dictionary[]>(i18n: I18n, ...dictionaries: Checked<D>): TranslatorOf<D> {
  for (const dictionary of dictionaries) i18n.add(dictionary);
  // The same object, so t() keeps its identity across renders (a hook's dependency).
  return i18n;
}
