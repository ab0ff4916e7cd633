import { vi } from 'vitest';
import { createClient } from '../../shared/api/client';
import { createBus } from '../../shared/runtime/bus';
import { createSession } from '../../shared/runtime/session';
import type { Storage } from '../../shared/storage';
import { fakeFetch } from './fake-fetch';
import { memoryStorage } from './services';

/** A real session on a fake network and a spy nav (tests/shared/runtime/session*.test.*). */
export function setup(token: string, routes = {}, storage: Storage = memoryStorage()) {
  const network = fakeFetch({
    'POST /auth-store-token': { body: { ok: true } },
    'POST /s/api/v1/auth/logout': { body: {} },
    ...routes,
  });
  const client = createClient({
    baseUrl: 'http://api.test/s',
    token,
    csrfToken: 'c',
    pageOrigin: 'http://site.test',
    // As the runtime wires it (shared/runtime/services.ts).
    onUnauthorized: () => void session.expire(),
    warn: () => {},
    fetch: network.fetch,
  });
  storage.token.set(token);
  storage.local.set('user', { email: 'a@b.c' });
  const nav = { reload: vi.fn(), assign: vi.fn(), localePath: (p: string) => `/en${p}` };
  const bus = createBus();
  const events: string[] = [];
  bus.on('auth:signed-in', () => events.push('signed-in'));
  bus.on('auth:signed-out', () => events.push('signed-out'));
  const log = { warn: vi.fn(), error: vi.fn() };
  const session = createSession({ token, api: () => client, storage, bus, nav: nav as never, log });
  return { session, requests: network.requests, storage, nav, events, log };
}
