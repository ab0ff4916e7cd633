import type { Page } from '@playwright/test';
import { STATUS_MESSAGES } from '../../host-fixtures/session/scenarios';
import { createI18n, type I18n, type Messages, type Params } from '../../shared/i18n';
import { withLocale, type Locale } from '../../shared/i18n/locales';
import { dictionaries } from './namespaces';

/**
 * The product's own words in a test's locale, so one table of actions (the fault matrix) runs in ru and uk: locators
 * and expected texts are message keys, read from the real dictionaries. `useLocale()` first (async: it reads them).
 */
let current: { locale: Locale; i18n: I18n } | undefined;

export async function useLocale(locale: Locale): Promise<void> {
  const i18n = createI18n(locale, (m) => {
    throw new Error(m);
  });
  for (const dictionary of await dictionaries()) i18n.add(dictionary);
  current = { locale, i18n };
}

const words = () => {
  if (!current) throw new Error('words: useLocale() first');
  return current;
};
export const locale = () => words().locale;
export const t = (key: string, params?: Params) => words().i18n.t(key, params);
export const tn = (key: string, n: number) => words().i18n.tn(key, n, { n: words().i18n.number(n) });
/** A site path in the test's locale: '/auth' → '/uk/auth'. */
export const at = (path: string) => withLocale(locale(), path);

/** The leaves of a dictionary branch, by dotted key (plural forms: each form). */
function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value as Messages, path)) out.set(k, v);
  }
  return out;
}

/**
 * English the player of `target` must never read: each en message that differs from the target's, cut at its
 * `{{params}}` into its literal parts of two words or more; and the fixture's raw server messages ("Server Error").
 */
export async function englishOnly(target: Locale): Promise<string[]> {
  const found = new Set<string>(Object.values(STATUS_MESSAGES));
  for (const dictionary of await dictionaries()) {
    const theirs = leaves(dictionary[target]);
    for (const [key, en] of leaves(dictionary.en)) {
      if (theirs.get(key) === en) continue;
      for (const part of en.split(/\{\{[^}]*\}\}/)) {
        const words = part.trim();
        if (/\p{L}+[\s-]+\p{L}+/u.test(words) && words.length >= 8) found.add(words);
      }
    }
  }
  return [...found];
}

/** The English of `englishOnly` on the page as the player sees it (visible text, and text for screen readers). */
export async function englishOnPage(page: Page, target: Locale): Promise<string[]> {
  const text = await page.evaluate(() => `${document.body.innerText}\n${document.title}`);
  return (await englishOnly(target)).filter((sentence) => text.includes(sentence));
}

/** A counted message's text before its number, as a pattern: 'prize.swap.other' → /Обменять на/. */
export const startOf = (key: string) =>
  new RegExp(
    t(key, { n: '\u0001' })
      .split('\u0001')[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
