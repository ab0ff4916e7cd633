/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, type Client } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/errors';

type Group = (client: Client) => Record<string, (...args: unknown[]) => Promise<unknown>>;
// The shared endpoints, and those a widget keeps in its own folder (widgets/<name>/api.ts, beside its schemas).
const modules = import.meta.glob<Record<string, Group>>(
  ['../../../shared/api/endpoints/*.ts', '../../../widgets/*/api.ts'],
  {
    eager: true,
  },
);
const groups = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, group]) => typeof group === 'function')
    .map(([name, group]) => [`${file.split('/').slice(-2).join('/')}:${name}`, group] as const),
);

/** Any JSON a broken or hostile server could send, with any status. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ data: fc.jsonValue() }),
  fc.record({ data: fc.dictionary(fc.string(), fc.jsonValue()) }),
);
const status = fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 419, 422, 429, 500, 503);

function clientAnswering(reply: () => { status: number; text: string }) {
  return createClient({
    baseUrl: 'http://api.test',
    token: 'tok',
    csrfToken: 'c',
    pageOrigin: 'http://site.test',
    onUnauthorized: () => {},
    warn: () => {},
    fetch: async () => {
      const { status, text } = reply();
      return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('every endpoint function under hostile answers', () => {
  it('knows the endpoint groups', () => expect(groups.length).toBeGreaterThanOrEqual(5));

  it.each(groups)('%s: resolves or rejects with a typed ApiError, never anything else', async (_, group) => {
    await fc.assert(
      fc.asyncProperty(body, status, fc.boolean(), async (json, code, garbage) => {
        const text = garbage ? '{"data": [unclosed' : JSON.stringify(json);
        const endpoints = group(clientAnswering(() => ({ status: code, text })));
        for (const [name, call] of Object.entries(endpoints)) {
          try {
            await call(1, 1);
          } catch (error) {
            expect(error, `${name} threw ${String(error)}`).toBeInstanceOf(ApiError);
            if (code >= 400) expect((error as ApiError).status).toBe(code);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
