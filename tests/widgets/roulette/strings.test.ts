// The roulette's strings are typed (useT): the @ts-expect-error lines are the test, checked by `tsc --noEmit`
// (npm run typecheck): each must be an error, or tsc fails on the unused directive.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createI18n, type SameKeys, type Translator } from '../../../shared/i18n';
import { LOCALES } from '../../../shared/i18n/locales';
import { rarity } from '../../../shared/i18n/rarity.messages';
import { roulette } from '../../../widgets/roulette/messages';
import { roulettePrize } from '../../../widgets/roulette/prize.messages';
import { RARITY_NAME } from '../../../widgets/roulette/rarity-name';
import { RARITY_ORDER } from '../../../widgets/roulette/rules';

// Never called: what the compiler accepts and refuses is the point.
export function typedKeys({ t, tn }: Translator<typeof roulette | typeof roulettePrize | typeof rarity>) {
  // @ts-expect-error: no such key in the roulette's dictionaries
  t('no.such.key');
  // @ts-expect-error: a key built from a string the compiler cannot read; rarity names go through RARITY_NAME
  t(`rarity.${String(RARITY_ORDER[0])}`);
  // @ts-expect-error: plural forms are read with tn(), not t()
  t('roulette.remaining');
  return [t('roulette.openCount', { n: 1 }), tn('roulettePrize.swapAll', 2), t(RARITY_NAME.epic)];
}

describe('roulette strings', () => {
  it('hold the same keys in ru, uk and en (a missing or extra key is a type error)', () => {
    expectTypeOf<SameKeys<typeof roulette>>().toEqualTypeOf<unknown>();
    expectTypeOf<SameKeys<typeof roulettePrize>>().toEqualTypeOf<unknown>();
    expectTypeOf<SameKeys<typeof rarity>>().toEqualTypeOf<unknown>();
  });

  it.each(LOCALES)('name every rarity in %s', (locale) => {
    const warn = vi.fn();
    const i18n = createI18n(locale, warn);
    i18n.add(rarity);
    const names = RARITY_ORDER.map((r) => i18n.t(RARITY_NAME[r]));
    expect(new Set(names).size).toBe(RARITY_ORDER.length);
    expect(warn).not.toHaveBeenCalled();
  });
});
