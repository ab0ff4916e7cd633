import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/i18n/locales';
import { localesIn, withLocaleEntries } from '../../scripts/new-locale.mjs';

// npm run new:locale on a repository copy is checked by hand (it rewrites every dictionary); here, its two steps.
describe('npm run new:locale (scripts/new-locale.mjs)', () => {
  const [first = '', ...rest] = LOCALES;
  const keyed = (value: (l: string) => string) => `{ ${LOCALES.map((l) => `${l}: ${value(l)}`).join(', ')} }`;

  it('reads the list it appends to from the locale module', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../shared/i18n/locales.ts', import.meta.url), 'utf8');
    expect(localesIn(text)).toEqual([...LOCALES]);
  });

  it("gives every object keyed by all the locales a copy of the first's entry, however deep", () => {
    const text = `const screens = { a: ${keyed((l) => `{ title: '${l} a' }`)}, b: { c: ${keyed((l) => `'${l} c'`)} } };`;
    const out = withLocaleEntries('x.ts', text, [...LOCALES], 'xx').replace(/\s+/g, ' ');
    expect(out).toBe(
      `const screens = { a: ${keyed((l) => `{ title: '${l} a' }`).replace(/ }$/, `, xx: { title: '${first} a' } }`)}, ` +
        `b: { c: ${keyed((l) => `'${l} c'`).replace(/ }$/, `, xx: '${first} c' }`)} } };`,
    );
  });

  it('leaves alone an object keyed by only some locales, or one that has the new code already', () => {
    const some = `const y = { ${rest.map((l) => `${l}: 1`).join(', ')} };`;
    expect(withLocaleEntries('y.ts', some, [...LOCALES], 'xx')).toBe(some);
    const done = `const z = ${keyed(() => '1').replace(' }', ', xx: 2 }')};`;
    expect(withLocaleEntries('z.ts', done, [...LOCALES], 'xx')).toBe(done);
  });
});
