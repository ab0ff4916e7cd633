// The contract's endpoint types, apart from the list: the fixture routes and the contract both read them,
// and this file imports neither, so no import runs in a circle (tests/contract/no-circle.test.ts).
import type { AnyStruct } from './json-schema';
import type { Client } from '../shared/api/client';
import type { CartRecord } from '../widgets/donate/checkout/cart';

/** How a call is authorised. */
export type Auth =
  /** Only signed-in pages call it; without a valid bearer token the API answers 401. */
  | 'bearer'
  /** Visitors and players alike; the bearer token goes along when the page has one. */
  | 'optional'
  /** Called before there is a token (sign-in, sign-up, reset, e-mail link): any 4xx is the form's refusal. */
  | 'none'
  /** The page's own web server (same origin): the `X-CSRF-TOKEN` header, no bearer token. */
  | 'site';

/** Sample arguments: path ids, the server key, a page number. */
export interface Sample {
  id: number;
  server: string;
  page: number;
  count: number;
  token: string;
  code: string;
  secret: string;
  /** A bot-check token the API accepts (a test key's, for a real API). */
  captcha: string;
  /** A visitor's cart id from the cart save ('' for none: a player's cart goes by the token). */
  cartId: string;
  /** The One Coins cart to save, priced by the shop's tiers (contract/sample-cart.ts). */
  cart: CartRecord;
}

/** An endpoint as the contract describes it, less its id and the call that makes it (contract/endpoints.ts). */
export interface EndpointInfo {
  /** Query parameters sent only sometimes, and when. */
  optionalQuery?: Record<string, string>;
  /** Path parameters: the name of each and which sample value fills it. */
  params?: Record<string, keyof Sample>;
  summary: string;
  usedBy: string[];
  auth: Auth;
  /** Request body structs (more than one: any of them). */
  body?: AnyStruct[];
  /** What the widget does with the answer beyond its schema (how it reads it). */
  reads: string;
  /** Statuses the widget tells apart, and what it does; the body is `ErrorBody` (message, errors). */
  errors: Record<string, string>;
  /** Changes state on the server: the checker calls it only with `--mutating` and a test account. */
  mutating?: boolean;
}

/**
 * A widget's own endpoint (its api.ts, not shared/api/endpoints), described on its fixture route
 * (host-fixtures/api/<name>.ts, `contract`): the contract takes it from there, no list to edit.
 */
export interface OwnEndpoint<A = unknown> extends EndpointInfo {
  /** The widget's endpoint functions, e.g. `promoCodeEndpoints`. */
  endpoints(client: Client): A;
  /** The widget's own call on them. */
  call(api: A, sample: Sample): unknown;
}
