import type { AnyStruct } from './json-schema';
import type { Client, Query } from '../shared/api/client';
import { accountEndpoints } from '../shared/api/endpoints/account';
import { bannerEndpoints } from '../shared/api/endpoints/banner';
import { casesEndpoints } from '../shared/api/endpoints/cases';
import { checkoutEndpoints } from '../shared/api/endpoints/checkout';
import { couponsEndpoints } from '../shared/api/endpoints/coupons';
import { donateEndpoints } from '../shared/api/endpoints/donate';
import { referralEndpoints } from '../shared/api/endpoints/referral';
import { serversEndpoints } from '../shared/api/endpoints/servers';
import { sessionEndpoints } from '../shared/api/endpoints/session';
import { shopEndpoints } from '../shared/api/endpoints/shop';
import { userEndpoints } from '../shared/api/endpoints/user';
import { apiRoutes } from '../host-fixtures/api';
import type { OwnEndpoint } from './endpoint-types';

/** The widgets' own endpoints (a widget's api.ts), each described on its fixture route. */
export const ownEndpoints: (OwnEndpoint & { id: string })[] = apiRoutes.flatMap((route) =>
  route.contract ? [{ ...route.contract, id: route.id }] : [],
);

/** Every endpoint function the widgets call, by area (shared/api/endpoints; a widget's own by its route id). */
export const areas = (client: Client) => ({
  ...Object.fromEntries(ownEndpoints.map((own) => [own.id, own.endpoints(client)])),
  account: accountEndpoints(client),
  banner: bannerEndpoints(client),
  cases: casesEndpoints(client),
  checkout: checkoutEndpoints(client),
  coupons: couponsEndpoints(client),
  donate: donateEndpoints(client),
  referral: referralEndpoints(client),
  servers: serversEndpoints(client),
  session: sessionEndpoints(client),
  shop: shopEndpoints(client),
  user: userEndpoints(client),
});
export type Api = ReturnType<typeof areas>;

/** One request as a widget's endpoint function makes it, with the struct its answer must pass. */
export interface Recorded {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  answer: AnyStruct;
  query?: Query;
  body?: unknown;
  /** A web-server route on the page's origin (CSRF header, no bearer), not under apiUrl. */
  site: boolean;
}

/**
 * What `call` asks of the network, taken from the widgets' own endpoint functions on a client that records
 * instead of sending: the method, path, query, body and answer struct in the document are the code's.
 */
export const record = (call: (api: Api) => unknown): Recorded => recordOn((client) => call(areas(client)));

/**
 * What `call` asks of a recording client (one request, or it throws). Each request is answered at once
 * with a sample of its answer struct, so a request a `.then` or `.catch` starts is recorded too.
 */
export function recordOn(call: (client: Client) => unknown): Recorded {
  const calls: Recorded[] = [];
  const answered = (request: Recorded) => {
    calls.push(request);
    return settled({ ok: true, value: sampleOf(request.answer) }) as unknown as Promise<never>;
  };
  const client: Client = {
    get: (path, answer, options = {}) =>
      answered({ method: 'GET', path, answer, query: options.query, site: !!options.site }),
    send: (method, path, answer, options = {}) =>
      answered({ method, path, answer, query: options.query, body: options.body, site: !!options.site }),
    prefetch() {},
  };
  void call(client);
  const [only] = calls;
  if (!only || calls.length !== 1)
    throw new Error(
      `expected one request, got ${calls.length}: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
    );
  return only;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Handler = ((value: unknown) => unknown) | null | undefined;
interface Settled {
  then(onAnswer?: Handler, onError?: Handler): Settled;
  catch(onError?: Handler): Settled;
  finally(onSettled?: (() => void) | null): Settled;
}

/** A promise settled now, whose handlers run now (a Promise runs them after recordOn has returned). */
function settled(outcome: Outcome): Settled {
  const run = (handler: Handler, input: unknown): Settled => {
    if (!handler) return settled(outcome);
    try {
      const value = handler(input);
      return isSettled(value) ? value : settled({ ok: true, value });
    } catch (error) {
      return settled({ ok: false, error });
    }
  };
  return {
    then: (onAnswer, onError) => (outcome.ok ? run(onAnswer, outcome.value) : run(onError, outcome.error)),
    catch: (onError) => (outcome.ok ? settled(outcome) : run(onError, outcome.error)),
    finally: (onSettled) => {
      onSettled?.();
      return settled(outcome);
    },
  };
}

const isSettled = (value: unknown): value is Settled =>
  typeof value === 'object' && value !== null && typeof (value as Settled).then === 'function';

/** The plainest value of a struct's shape: an object with each field's, an empty array, 0, '', false. */
function sampleOf(struct: AnyStruct): unknown {
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'type':
    case 'object':
      return Object.fromEntries(
        Object.entries(schema as Record<string, AnyStruct>).map(([key, field]) => [key, sampleOf(field)]),
      );
    case 'union':
      return sampleOf((schema as AnyStruct[])[0]!);
    case 'literal':
      return schema;
    case 'enums':
      return Object.values(schema as Record<string, unknown>)[0];
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return {};
  }
}
