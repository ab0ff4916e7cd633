import { describe, expect, it } from 'vitest';
import { ApiError, failureOf, messageIn, TROUBLE_TEXT, TROUBLES, troubleText } from '../../../shared/api/errors';
import { createI18n, type MessageKey } from '../../../shared/i18n';
import { common } from '../../../shared/i18n/common.messages';
import { LOCALES } from '../../../shared/i18n/locales';

const i18nIn = (locale: (typeof LOCALES)[number]) => {
  const i18n = createI18n(locale);
  i18n.add(common);
  return i18n;
};

describe('failureOf: how a failed call reads to the player', () => {
  it.each<[unknown, string]>([
    [new ApiError('offline', '/x'), 'offline'],
    [new ApiError('network', '/x'), 'noAnswer'],
    [new ApiError('timeout', '/x'), 'noAnswer'],
    [new ApiError('http', '/x', 500), 'server'],
    [new ApiError('http', '/x', 503), 'server'],
    [new ApiError('http', '/x', 400), 'rejected'],
    [new ApiError('http', '/x', 422), 'rejected'],
    [new ApiError('http', '/x', 499), 'rejected'],
    [new ApiError('http', '/x', 302), 'broken'],
    [new ApiError('invalid', '/x', 200), 'broken'],
    [new Error('boom'), 'broken'],
  ])('%s → %s', (error, expected) => expect(failureOf(error)).toBe(expected));
});

// shared/api may not import the typed translator (docs/ARCHITECTURE.md, Layers): its keys are checked here.
TROUBLE_TEXT satisfies Record<string, MessageKey<typeof common>>;

describe('troubleText: each trouble its own words, in every locale', () => {
  it.each(LOCALES)('%s: offline, no answer and a server failure read differently', (locale) => {
    const i18n = i18nIn(locale);
    const errors = [new ApiError('offline', '/x'), new ApiError('timeout', '/x'), new ApiError('http', '/x', 500)];
    const texts = errors.map((e) => troubleText(i18n, e));
    expect(new Set(texts).size).toBe(TROUBLES.length);
    for (const text of texts) expect(text).toMatch(/\.$/); // a sentence with its next step, not a key
  });

  it('ru: a server failure is not called "no connection"', () => {
    const text = troubleText(i18nIn('ru'), new ApiError('http', '/x', 500))!;
    expect(text).toMatch(/сервер/i);
    expect(text).not.toMatch(/связи|подключени/i);
    expect(troubleText(i18nIn('ru'), new ApiError('offline', '/x'))).toMatch(/интернет/);
  });

  it('no words for a rejection or a broken answer: those are the widget’s own', () => {
    expect(troubleText(i18nIn('en'), new ApiError('http', '/x', 422))).toBeUndefined();
    expect(troubleText(i18nIn('en'), new ApiError('invalid', '/x', 200))).toBeUndefined();
  });
});

describe('messageIn: a server message only in the player’s language', () => {
  const body = { message: 'Server Error' };
  it('no Content-Language, or another language: no message', () => {
    expect(messageIn(new ApiError('http', '/x', 500, body), 'ru')).toBeUndefined();
    expect(messageIn(new ApiError('http', '/x', 422, body, undefined, 'en'), 'ru')).toBeUndefined();
  });
  it('the answer says it is in the page’s language: its message (data.message or message)', () => {
    expect(messageIn(new ApiError('http', '/x', 422, body, undefined, 'ru'), 'ru')).toBe('Server Error');
    expect(messageIn(new ApiError('http', '/x', 422, { data: { message: 'Мало' } }, undefined, 'ru-ru'), 'ru')).toBe(
      'Мало',
    );
  });
});
