import { describe, expect, it } from 'vitest';
import { localePath } from '../../../shared/runtime/nav';

describe('localePath', () => {
  it.each([
    ['ru', '/terms', '/terms'],
    ['uk', '/terms', '/uk/terms'],
    ['en', '/donate/case/3', '/en/donate/case/3'],
    ['en', '/', '/en'],
    ['ru', 'auth', '/auth'],
  ] as const)('%s %s → %s', (locale, path, expected) => expect(localePath(locale, path)).toBe(expected));
});
