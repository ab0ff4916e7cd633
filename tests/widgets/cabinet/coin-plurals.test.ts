import { describe, expect, it } from 'vitest';
import { createI18n, type Dictionary, type Messages } from '../../../shared/i18n';
import { prize } from '../../../shared/i18n/prize.messages';
import { cabinetInventory } from '../../../widgets/cabinet/inventory.messages';
import { cabinet as cabinetMessages } from '../../../widgets/cabinet/messages';
import { roulette as rouletteMessages } from '../../../widgets/roulette/messages';
import { roulettePrize } from '../../../widgets/roulette/prize.messages';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';

// Once: "Обменять на {{coins}} монет" read "на 2 монет", "на 21 монет", and the roulette's English
// "Swap for 1 coins". Every coin count a player reads in the cabinet and the roulette is a plural (tn) and
// says 1 монету / 2 монеты / 5 монет / 21 монету / 400 монет, 1 coin / 2 coins.
const say = (locale: Locale, key: string, n: number) => {
  const i18n = createI18n(locale);
  i18n.add(cabinetMessages);
  i18n.add(cabinetInventory);
  i18n.add(prize);
  return i18n.tn(key, n, { n: i18n.number(n) });
};

describe('coin counts', () => {
  it.each([
    ['ru', 'prize.swap', ['на 1 монету', 'на 2 монеты', 'на 5 монет', 'на 21 монету', 'на 400 монет']],
    ['uk', 'prize.swap', ['на 1 монету', 'на 2 монети', 'на 5 монет', 'на 21 монету', 'на 400 монет']],
    ['ru', 'prize.coins', ['1 монета', '2 монеты', '5 монет', '21 монета', '400 монет']],
    ['uk', 'prize.coins', ['1 монета', '2 монети', '5 монет', '21 монета', '400 монет']],
    ['ru', 'prize.swappedBalance', [': 1 монета', ': 2 монеты', ': 5 монет', ': 21 монета', ': 400 монет']],
    ['uk', 'prize.swappedBalance', [': 1 монета', ': 2 монети', ': 5 монет', ': 21 монета', ': 400 монет']],
    ['ru', 'cabinet.profile.coins', ['1 монета', '2 монеты', '5 монет', '21 монета', '400 монет']],
    ['uk', 'cabinet.profile.coins', ['1 монета', '2 монети', '5 монет', '21 монета', '400 монет']],
    ['ru', 'prize.each', ['по 1 монете', 'по 2 монеты', 'по 5 монет', 'по 21 монете', 'по 400 монет']],
    ['uk', 'prize.each', ['по 1 монеті', 'по 2 монети', 'по 5 монет', 'по 21 монеті', 'по 400 монет']],
    ['en', 'prize.each', ['1 coin each', '2 coins each', '5 coins each', '21 coins each', '400 coins each']],
    ['ru', 'prize.swapOne', ['за 1 монету', 'за 2 монеты', 'за 5 монет', 'за 21 монету', 'за 400 монет']],
    ['uk', 'prize.swapOne', ['за 1 монету', 'за 2 монети', 'за 5 монет', 'за 21 монету', 'за 400 монет']],
    ['en', 'prize.swap', ['for 1 coin', 'for 2 coins', 'for 5 coins', 'for 21 coins', 'for 400 coins']],
    ['en', 'prize.swappedBalance', [': 1 coin', ': 2 coins', ': 5 coins', ': 21 coins', ': 400 coins']],
  ] as const)('%s %s over 1, 2, 5, 21, 400', (locale, key, endings) => {
    expect([1, 2, 5, 21, 400].map((n) => say(locale, key, n))).toEqual(
      endings.map((ending) => expect.stringMatching(new RegExp(`${ending}$`))),
    );
  });

  /** Every message by its dotted key; a plural form's own count, {{n}}, is the one that agrees with it. */
  const strings = (messages: Messages, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[prefix + k, v] as [string, string]]
        : 'other' in v
          ? Object.entries(v as Record<string, string>).map(
              ([form, text]) => [`${prefix}${k}.${form}`, text.replaceAll('{{n}}', 'N')] as [string, string],
            )
          : strings(v as Messages, `${prefix}${k}.`),
    );
  const dictionaries: Record<string, Dictionary> = {
    cabinetMessages,
    cabinetInventory,
    rouletteMessages,
    roulettePrize,
    prize,
  };

  // A count in a plain string cannot agree with the word after it: a count next to "монет" or "coins" is
  // tn's own {{n}} in plural forms, or the wording puts the noun first ("Монет к обмену: {{coins}}").
  const fixedWord = { ru: /\{\{\w+\}\}\s+монет/, uk: /\{\{\w+\}\}\s+монет/, en: /\{\{\w+\}\}\s+coins?\b/ };
  it.each(Object.keys(dictionaries))('%s: no fixed coin word after a count', (name) => {
    for (const locale of LOCALES) {
      const fixed = strings(dictionaries[name]![locale]).filter(([, text]) => fixedWord[locale].test(text));
      expect(fixed, `${name} ${locale}`).toEqual([]);
    }
  });
});
