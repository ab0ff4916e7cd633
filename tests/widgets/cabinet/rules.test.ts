import { describe, expect, it } from 'vitest';
import { canSave, PASSWORD_MIN, validatePassword } from '../../../widgets/cabinet/password';
import { localPromoError } from '../../../widgets/cabinet/promo';
import { hashFor, tabFromHash, TABS } from '../../../widgets/cabinet/tabs';
import { padTo } from '../../../shared/ui/pad';
import { CASES_MIN_CELLS } from '../../../widgets/cabinet/user-cases';
import { COUPON_CELLS } from '../../../widgets/cabinet/coupons';

const form = (old_password: string, password: string, password_confirmation: string) => ({
  old_password,
  password,
  password_confirmation,
});

describe('tabs from the hash', () => {
  it.each([
    ['', 'profile'],
    ['#', 'profile'],
    ['inventory', 'inventory'],
    ['#ref-system', 'ref-system'],
    ['settings', 'settings'],
    ['nonsense', 'profile'],
  ])('%j → %s', (hash, tab) => expect(tabFromHash(hash)).toBe(tab));

  it('profile clears the hash, the others name themselves', () => {
    expect(TABS.map(hashFor)).toEqual(['', 'inventory', 'ref-system', 'settings']);
  });
});

describe('change password rules (docs/widgets/cabinet.md)', () => {
  it('minimum is 8 characters', () => expect(PASSWORD_MIN).toBe(8));
  it.each([
    [
      'all empty',
      form('', '', ''),
      { old_password: 'oldRequired', password: 'passwordRule', password_confirmation: 'confRequired' },
    ],
    ['short new password', form('old', '1234567', '1234567'), { password: 'passwordRule' }],
    ['confirmation differs', form('old', '12345678', '12345679'), { password_confirmation: 'match' }],
    ['valid', form('old', '12345678', '12345678'), {}],
  ])('%s', (_, f, errors) => expect(validatePassword(f)).toEqual(errors));

  it.each([
    [form('', 'abcdefgh', 'abcdefgh'), false],
    [form('o', '', ''), false],
    [form('o', 'abcdefgh', ''), false],
    [form('o', 'abcdefgh', 'abcdefgX'), false],
    [form('o', 'short', 'short'), true],
    [form('o', 'abcdefgh', 'abcdefgh'), true],
  ])('save enabled for %j: %s', (f, enabled) => expect(canSave(f)).toBe(enabled));
});

describe('inviter promo local check (docs/widgets/cabinet.md)', () => {
  it.each([
    ['', 'OWN1', 'empty'],
    ['   ', 'OWN1', 'empty'],
    ['own1', 'OWN1', 'own'],
    [' OWN1 ', 'OWN1', 'own'],
    ['FRIEND', 'OWN1', null],
    ['FRIEND', null, null],
  ])('%j with own %j → %s', (value, own, error) => expect(localPromoError(value, own)).toBe(error));
});

describe('grid padding (docs/widgets/cabinet.md)', () => {
  it('cases pad to 10 cards and coupons to 24 cells', () => {
    expect(CASES_MIN_CELLS).toBe(10);
    expect(COUPON_CELLS).toBe(24);
  });
  it.each([
    [0, 10, 10],
    [3, 10, 10],
    [10, 10, 10],
    [13, 10, 13],
    [24, 24, 24],
    [30, 24, 30],
  ])('%i items padded to %i → %i cells', (n, min, cells) => {
    const padded = padTo(
      Array.from({ length: n }, (_, i) => i),
      min,
    );
    expect(padded).toHaveLength(cells);
    expect(padded.filter((x) => x === null)).toHaveLength(cells - n);
    expect(padded.slice(0, n)).toEqual(Array.from({ length: n }, (_, i) => i));
  });
});
