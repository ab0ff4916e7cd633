/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { Dictionary, Messages } from '../../../shared/i18n';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales';
import { isPluralForms } from '../../../shared/i18n/plural';

const modules = import.meta.glob<Record<string, Dictionary>>(
  ['../../../widgets/**/{messages,*.messages}.ts', '../../../shared/**/*.messages.ts'],
  { eager: true },
);
const dictionaries = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, dict]) => [`${file.split('/').pop()}:${name}`, dict] as const),
);

/** Every key path with its value kind; plural forms are leaves. */
function leaves(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix + key;
    if (typeof value === 'string') return [path];
    if (isPluralForms(value)) return [`${path}#plural`];
    return leaves(value, `${path}.`);
  });
}

function empties(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    if (typeof value === 'string') return value.trim() ? [] : [prefix + key];
    return empties(value as Messages, `${prefix}${key}.`);
  });
}

describe('dictionaries', () => {
  it('exist', () => expect(dictionaries.length).toBeGreaterThan(1));

  it.each(dictionaries)('%s has the same keys in every locale', (_, dict) => {
    const first = leaves(dict[DEFAULT_LOCALE]).sort();
    for (const locale of LOCALES) expect(leaves(dict[locale]).sort(), locale).toEqual(first);
  });

  it.each(dictionaries)('%s has no empty strings', (_, dict) => {
    expect(LOCALES.flatMap((locale) => empties(dict[locale]))).toEqual([]);
  });

  it.each(dictionaries)("%s gives each plural every form its locale's rules name", (_, dict) => {
    for (const locale of LOCALES) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const walk = (m: Messages): void =>
        Object.values(m).forEach((v) => {
          if (isPluralForms(v))
            for (const form of forms)
              expect(v[form as keyof typeof v], `${locale} ${form}: ${JSON.stringify(v)}`).toBeTruthy();
          else if (typeof v === 'object') walk(v);
        });
      walk(dict[locale]);
    }
  });
});
