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

/** What `call` asks of a recording client (one request, or it throws). */
export function recordOn(call: (client: Client) => unknown): Recorded {
  const calls: Recorded[] = [];
  const never = new Promise<never>(() => {});
  const client: Client = {
    get(path, answer, options = {}) {
      calls.push({ method: 'GET', path, answer, query: options.query, site: !!options.site });
      return never;
    },
    send(method, path, answer, options = {}) {
      calls.push({ method, path, answer, query: options.query, body: options.body, site: !!options.site });
      return never;
    },
    prefetch() {},
  };
  void call(client);
  const [only] = calls;
  if (!only || calls.length !== 1) throw new Error(`expected one request, got ${calls.length}`);
  return only;
}
