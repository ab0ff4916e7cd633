import { afterEach, describe, expect, it, vi } from 'vitest';
import { string, type } from 'superstruct';
import { createClient, HTTP_TIMEOUT_MS } from '../../../shared/api/client';
import { ApiError, messageIn } from '../../../shared/api/errors';
import { fakeFetch, type Routes } from '../../support/fake-fetch';

const Ok = type({ ok: string() });

function setup(
  routes: Routes,
  {
    token = 'tok',
    baseUrl = 'http://api.test/s/1',
    locale = 'uk',
    yieldToMain,
  }: { token?: string; baseUrl?: string; locale?: string; yieldToMain?: () => Promise<void> } = {},
) {
  const network = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  const warn = vi.fn();
  const client = createClient({
    baseUrl,
    token,
    csrfToken: 'csrf-1',
    locale,
    pageOrigin: 'http://site.test',
    onUnauthorized,
    warn,
    fetch: network.fetch,
    yieldToMain,
  });
  return { client, requests: network.requests, onUnauthorized, warn };
}

/** A visitor's client on a fetch of the test's own. */
const answering = (fetch: typeof globalThis.fetch) =>
  createClient({
    baseUrl: 'http://api.test',
    token: '',
    csrfToken: '',
    pageOrigin: 'http://site.test',
    onUnauthorized: () => {},
    warn: () => {},
    fetch,
  });

afterEach(() => void vi.useRealTimers());

describe('api client', () => {
  it('calls apiUrl + path with the bearer token and no CSRF header cross-origin', async () => {
    const { client, requests } = setup({ 'GET /s/1/api/v1/x': { body: { ok: 'yes' } } });
    await expect(client.get('/api/v1/x', Ok)).resolves.toEqual({ ok: 'yes' });
    expect(requests[0]!.url).toBe('http://api.test/s/1/api/v1/x');
    expect(requests[0]!.headers.authorization).toBe('Bearer tok');
    expect(requests[0]!.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends the page locale as Accept-Language on every call, GET and POST', async () => {
    const { client, requests } = setup({
      'GET /s/1/api/v1/x': { body: { ok: 'yes' } },
      'POST /s/1/api/v1/y': { body: { ok: 'y' } },
    });
    await client.get('/api/v1/x', Ok);
    await client.send('POST', '/api/v1/y', Ok);
    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['uk', 'uk']);
  });

  it('sends no Authorization header without a token', async () => {
    const { client, requests } = setup({ 'GET /s/1/api/v1/x': { body: { ok: 'yes' } } }, { token: '' });
    await client.get('/api/v1/x', Ok);
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends the CSRF header on same-origin calls only, and no bearer to web-server routes', async () => {
    const { client, requests } = setup(
      { 'POST /auth-store-token': { body: { ok: 'yes' } }, 'POST /api/v1/y': { body: { ok: 'yes' } } },
      { baseUrl: '' },
    );
    await client.send('POST', '/auth-store-token', Ok, { body: { token: 'a' }, site: true });
    expect(requests[0]!.url).toBe('http://site.test/auth-store-token');
    expect(requests[0]!.headers['x-csrf-token']).toBe('csrf-1');
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(requests[0]!.body).toEqual({ token: 'a' });
    await client.send('POST', '/api/v1/y', Ok);
    expect(requests[1]!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('shares one GET between callers, re-asks with fresh, and forgets the cache after a change', async () => {
    const { client, requests } = setup({
      'GET /s/1/api/v1/user': { body: { ok: 'u' } },
      'POST /s/1/api/v1/z': { body: { ok: 'z' } },
    });
    await Promise.all([client.get('/api/v1/user', Ok), client.get('/api/v1/user', Ok)]);
    await client.get('/api/v1/user', Ok);
    expect(requests).toHaveLength(1);
    await client.get('/api/v1/user', Ok, { fresh: true });
    expect(requests).toHaveLength(2);
    await client.send('POST', '/api/v1/z', Ok);
    await client.get('/api/v1/user', Ok);
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('a prefetched GET is the one request: the first get takes its answer, fresh or not, with its own struct', async () => {
    const { client, requests } = setup({ 'GET /s/1/api/v1/user': { body: { ok: 'u' } } });
    client.prefetch('/api/v1/user');
    client.prefetch('/api/v1/user');
    expect(requests).toHaveLength(1);
    await expect(client.get('/api/v1/user', Ok, { fresh: true })).resolves.toEqual({ ok: 'u' });
    expect(requests).toHaveLength(1);
    await client.get('/api/v1/user', Ok, { fresh: true });
    expect(requests).toHaveLength(2);
  });

  it('answers already in are each read after a yield: one widget renders its data a task after another', async () => {
    const yields: (() => void)[] = [];
    const yieldToMain = vi.fn(() => new Promise<void>((resolve) => yields.push(resolve)));
    const { client } = setup(
      { 'GET /s/1/api/v1/a': { body: { ok: 'a' } }, 'GET /s/1/api/v1/b': { body: { ok: 'b' } } },
      { yieldToMain },
    );
    client.prefetch('/api/v1/a');
    client.prefetch('/api/v1/b');
    await new Promise((resolve) => setTimeout(resolve, 0)); // both answers in
    const got: string[] = [];
    void client.get('/api/v1/a', Ok).then(({ ok }) => got.push(ok));
    void client.get('/api/v1/b', Ok).then(({ ok }) => got.push(ok));
    await vi.waitFor(() => expect(yields).toHaveLength(2));
    expect(got).toEqual([]);
    yields[0]!();
    await vi.waitFor(() => expect(got).toEqual(['a']));
    yields[1]!();
    await vi.waitFor(() => expect(got).toEqual(['a', 'b']));
    // A get of its own waits for its answer only.
    await client.get('/api/v1/a', Ok, { fresh: true });
    expect(yieldToMain).toHaveBeenCalledTimes(2);
  });

  it('a prefetched answer of the wrong shape or status fails the get that takes it, as its own would', async () => {
    const { client, warn, onUnauthorized } = setup({
      'GET /s/1/api/v1/bad': { body: { ok: 1 } },
      'GET /s/1/api/v1/gone': { status: 401 },
    });
    client.prefetch('/api/v1/bad');
    client.prefetch('/api/v1/gone');
    await expect(client.get('/api/v1/bad', Ok)).rejects.toMatchObject({ kind: 'invalid' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /api/v1/bad answered an unexpected shape'));
    await expect(client.get('/api/v1/gone', Ok)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keys the cache by query', async () => {
    const { client, requests } = setup({ 'GET /s/1/api/v1/c': { body: { ok: 'c' } } });
    await client.get('/api/v1/c', Ok, { query: { page: 1 } });
    await client.get('/api/v1/c', Ok, { query: { page: 2 } });
    expect(requests.map((r) => new URL(r.url).search)).toEqual(['?page=1', '?page=2']);
  });

  it('does not cache a failed GET', async () => {
    let n = 0;
    const { client, requests } = setup({
      'GET /s/1/api/v1/f': () => (++n === 1 ? { status: 500 } : { body: { ok: 'f' } }),
    });
    await expect(client.get('/api/v1/f', Ok)).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/api/v1/f', Ok)).resolves.toEqual({ ok: 'f' });
    expect(requests).toHaveLength(2);
  });

  it('runs the logout procedure on 401 and rejects', async () => {
    const { client, onUnauthorized, warn } = setup({
      'GET /s/1/api/v1/user': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const error = await client.get('/api/v1/user', Ok).catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a 401 on a call without a token (sign-in, sign-up, reset) is only an error, not a logout', async () => {
    const { client, onUnauthorized, warn } = setup(
      { 'POST /s/1/api/v1/login': { status: 401, body: { message: 'Invalid credentials' } } },
      { token: '' },
    );
    const error = await client.send('POST', '/api/v1/login', Ok, { body: { email: 'a' } }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, data: { message: 'Invalid credentials' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a 401 from a same-site route (no token sent) is not a logout either', async () => {
    const { client, onUnauthorized } = setup({ 'POST /auth-store-token': { status: 401, body: {} } });
    await expect(client.send('POST', '/auth-store-token', Ok, { site: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 404, 429, 500])('only logs %i', async (status) => {
    const { client, onUnauthorized, warn } = setup({ 'GET /s/1/api/v1/x': { status, body: { message: 'no' } } });
    await expect(client.get('/api/v1/x', Ok)).rejects.toMatchObject({ kind: 'http', status });
    expect(warn).toHaveBeenCalledWith(`[widgets] api: GET /api/v1/x answered ${status}`);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the error body: server message and field errors', async () => {
    const { client } = setup({
      'POST /s/1/api/v1/r': { status: 422, body: { message: 'bad', errors: { email: ['taken'], login: 'taken too' } } },
    });
    const error = (await client.send('POST', '/api/v1/r', Ok).catch((e: unknown) => e)) as ApiError;
    expect(messageIn(error, 'uk')).toBeUndefined(); // the answer did not say its language
    expect(error.data).toMatchObject({ message: 'bad' });
    expect(error.fieldErrors()).toEqual({ email: 'taken', login: 'taken too' });
  });

  it('turns a network failure into kind network', async () => {
    const { client } = setup({ 'GET /s/1/api/v1/x': 'network' });
    await expect(client.get('/api/v1/x', Ok)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('a failure while the browser says it is offline is kind offline', async () => {
    const { client } = setup({ 'GET /s/1/api/v1/x': 'network' });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(client.get('/api/v1/x', Ok)).rejects.toMatchObject({ kind: 'offline' });
    vi.unstubAllGlobals();
  });

  it('keeps the answer’s Content-Language, so its message is shown only in that language', async () => {
    const client = answering(
      async () =>
        new Response('{"message":"Недостаточно монет"}', {
          status: 422,
          headers: { 'content-type': 'application/json', 'content-language': 'ru' },
        }),
    );
    const error = (await client.send('POST', '/x', Ok).catch((e: unknown) => e)) as ApiError;
    expect(error.language).toBe('ru');
    expect(messageIn(error, 'ru')).toBe('Недостаточно монет');
    expect(messageIn(error, 'uk')).toBeUndefined();
  });

  it('gives up after 50000 ms with kind timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup({ 'GET /s/1/api/v1/x': 'hang' });
    const pending = client.get('/api/v1/x', Ok).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(HTTP_TIMEOUT_MS).toBe(50000);
  });

  it('times out a body that stalls after the headers arrived (the 50 s cover the whole read)', async () => {
    vi.useFakeTimers();
    // Headers at once, then a body that never ends; as in a browser, the request's signal errors it.
    const client = answering(async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    const pending = client.get('/api/v1/x', Ok).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('parses a JSON error body the server sent as text/plain (the form shows its message)', async () => {
    const plain = answering(
      async () =>
        new Response('{"message":"Too many attempts","errors":{"email":["wait"]}}', {
          status: 422,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
    );
    const error = (await plain
      .send('POST', '/api/v1/login', Ok, { body: { email: 'a' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 422 });
    expect(error.data).toMatchObject({ message: 'Too many attempts' });
    expect(error.fieldErrors()).toEqual({ email: 'wait' });
  });

  it('rejects an answer of the wrong shape with kind invalid instead of passing it on', async () => {
    const { client, warn } = setup({ 'GET /s/1/api/v1/x': { body: { ok: 42 } } });
    await expect(client.get('/api/v1/x', Ok)).rejects.toMatchObject({ kind: 'invalid' });
    expect(warn.mock.calls[0]![0]).toMatch(/unexpected shape/);
  });
});
