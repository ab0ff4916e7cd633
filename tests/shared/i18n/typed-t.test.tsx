// t() is typed by the component's dictionaries (useT): the @ts-expect-error lines are the test, checked by
// `tsc --noEmit` (npm run typecheck): each must be an error, or tsc fails on the unused directive.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SameKeys } from '../../../shared/i18n';
import { useT } from '../../../shared/runtime/context';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

const box = {
  ru: {
    box: {
      title: 'Ящик',
      count: { one: '{{n}} ящик', few: '{{n}} ящика', many: '{{n}} ящиков', other: '{{n}} ящика' },
    },
  },
  uk: {
    box: {
      title: 'Скриня',
      count: { one: '{{n}} скриня', few: '{{n}} скрині', many: '{{n}} скринь', other: '{{n}} скрині' },
    },
  },
  en: { box: { title: 'Box', count: { one: '{{n}} box', other: '{{n}} boxes' } } },
};
const missingInUk = { ru: { x: { a: 'а', b: 'б' } }, uk: { x: { a: 'а' } }, en: { x: { a: 'a', b: 'b' } } };
const extraInEn = { ru: { x: { a: 'а' } }, uk: { x: { a: 'а' } }, en: { x: { a: 'a', typo: 'b' } } };

function Box() {
  const { t, tn } = useT(box);
  // @ts-expect-error: no such key in the box dictionary
  void (() => t('no.such.key'));
  // @ts-expect-error: plural forms are read with tn(), not t()
  void (() => t('box.count'));
  // @ts-expect-error: a string is read with t(), not tn()
  void (() => tn('box.title', 2));
  return (
    <p>
      {t('box.title')}: {tn('box.count', 3)}
    </p>
  );
}

function Mixed() {
  // @ts-expect-error: uk lacks x.b
  useT(missingInUk);
  // @ts-expect-error: en has a key ru lacks
  useT(extraInEn);
  return null;
}

describe('useT: t() typed by the dictionaries', () => {
  it('reads the keys of its dictionaries in the page locale, having added them', () => {
    const { services } = fakeServices({ config: { locale: 'en' } });
    renderWith(<Box />, services);
    expect(screen.getByText('Box: 3 boxes')).toBeTruthy();
    expect(Mixed).toBeTypeOf('function');
  });

  it('names the keys that differ between locales in the type error', () => {
    const differing: SameKeys<typeof missingInUk> = { 'keys missing or extra in a locale': 'x.b' };
    expect(differing).toBeTruthy();
  });
});
