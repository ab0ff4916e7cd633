import { describe, expect, it } from 'vitest';
import { dictionaryNamespaces, rawKeyPattern } from '../../e2e/support/namespaces';

describe('the raw-key pattern of the e2e checks comes from the real dictionaries', () => {
  it('knows every namespace of every messages file, as the dictionaries spell it', async () => {
    const namespaces = await dictionaryNamespaces();
    for (const ns of ['common', 'infiniteList', 'onlineCounter', 'emailVerification', 'authMore', 'checkout'])
      expect(namespaces).toContain(ns);
    for (const ns of ['inventory', 'referral', 'settings', 'roulettePrize']) expect(namespaces).toContain(ns);
  });

  it('matches a raw key of any namespace, not ordinary text', async () => {
    const pattern = await rawKeyPattern();
    for (const ns of await dictionaryNamespaces()) expect(`${ns}.someKey`).toMatch(pattern);
    for (const text of ['The list could not be loaded.', 'e.g. Nova RP', 'nova-rp.example', '12.5 coins'])
      expect(text).not.toMatch(pattern);
  });
});
