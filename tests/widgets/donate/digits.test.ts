import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly } from '../../../widgets/donate/numbers/digits';

// Zeros of a few decimal-digit runs: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, Thai,
// full-width, and the mathematical bold/double-struck runs (five runs of ten back to back).
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10, 0x1d7ce, 0x1d7d8, 0x1d7f6];

describe('digitsOnly: Unicode digits become ASCII, everything else is dropped', () => {
  it.each([
    ['٣٤٥', '345'],
    ['۱۲۳', '123'],
    ['४२', '42'],
    ['１２３', '123'],
    ['𝟗𝟘', '90'],
    ['4a5b', '45'],
    ['NaN', ''],
    ['-1.5e3', '153'],
    ['²³¼', ''],
    ['Ⅻ', ''],
  ])('%j → %j', (raw, expected) => expect(digitsOnly(raw)).toBe(expected));

  it('any digit string in any script reads as the same ASCII digits; nothing else survives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), fc.constantFrom(...ZEROS), fc.string({ maxLength: 2 }))), (parts) => {
        const raw = parts.map(([d, zero, junk]) => String.fromCodePoint(zero + d) + junk.replace(/\d/g, '')).join('');
        const expected = parts.map(([d]) => d).join('');
        return digitsOnly(raw) === expected;
      }),
      { numRuns: 300 },
    );
  });
});
