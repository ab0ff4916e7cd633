// Every schema check runs on superstruct, which throws a TypeError (not a StructError) when a failing
// value cannot be printed in its message: `{"toString": {}}` from an API, a stored record, a page's
// config or a data-props attribute. Each boundary that checks untrusted data must turn that into its
// error state or its default, never a crash (docs/ARCHITECTURE.md, Schemas).
import fc from 'fast-check';
import { array, number, string, type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import { readConfig } from '../../shared/runtime/config';
import { intOption, readOptions } from '../../shared/runtime/options';
import { createStorage } from '../../shared/storage';

/** Values `String()` cannot turn into text, as JSON can carry them (or a null-prototype object). */
const unprintable = fc.constantFrom<unknown>(
  { toString: {} },
  { toString: '' },
  { toString: {}, valueOf: {} },
  Object.create(null) as unknown,
);
const hostile = fc.oneof(
  unprintable,
  fc.anything({ maxDepth: 2 }),
  fc.dictionary(fc.string(), unprintable),
  fc.array(unprintable, { minLength: 1 }),
  fc.record({ n: unprintable, list: fc.array(unprintable) }),
);
const Shape = type({ n: number(), list: array(string()) });

/** JSON of the value, or undefined where JSON cannot carry it (a null-prototype object can). */
const json = (value: unknown) => JSON.stringify(value) as string | undefined;

describe('schema boundaries under values superstruct cannot print', () => {
  it('the API client rejects with an ApiError "invalid", never a TypeError', async () => {
    for (const body of [{ toString: {} }, { n: { toString: {} } }, { n: 1, list: [{ toString: '' }] }]) {
      const warn = vi.fn();
      const client = createClient({
        baseUrl: 'http://api.test',
        token: '',
        csrfToken: '',
        pageOrigin: 'http://site.test',
        onUnauthorized: () => {},
        warn,
        fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      });
      const error = await client.get('/x', Shape).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[widgets] api: GET /x answered an unexpected shape'));
    }
  });

  it('a stored value that fails its schema reads as missing', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const text = json(value);
        fc.pre(text !== undefined);
        localStorage.setItem('user', text!);
        const storage = createStorage(window);
        expect(() => storage.local.get('user', Shape)).not.toThrow();
        const read = storage.local.get('user', Shape);
        if (read !== undefined) expect(typeof read.n).toBe('number');
      }),
      { numRuns: 200 },
    );
    localStorage.clear();
  });

  it('a config value that fails gets its warning and default', () => {
    fc.assert(
      fc.property(fc.constantFrom('apiUrl', 'locale', 'isHome'), unprintable, (key, value) => {
        const win = window as unknown as Record<string, unknown>;
        win[key] = value;
        const warn = vi.fn();
        const config = readConfig(window, warn);
        delete win[key];
        expect(config).toMatchObject({ apiUrl: '', locale: 'ru', isHome: false });
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`[widgets] config: ${key} must be`));
      }),
    );
  });

  it('mount-point options that fail give the warning and the defaults', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const text = json({ interval: value });
        fc.pre(text !== undefined);
        const el = document.createElement('div');
        el.dataset.props = text!;
        const warn = vi.fn();
        const options = readOptions(el, type({ interval: intOption(10, 600, 60) }), warn);
        expect(options.interval).toBeTypeOf('number');
      }),
      { numRuns: 200 },
    );
  });
});
