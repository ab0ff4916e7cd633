import type { IncomingHttpHeaders } from 'node:http';
import type { OwnEndpoint } from '../../contract/endpoint-types';
import type { State } from '../state';
import type { UserRecord } from '../state/users';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Ctx {
  /** Path parameters, e.g. `{ id: '7' }` for '/api/v1/cases/user/:id'. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, or a form as a string record, or undefined. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** This session's state; handlers mutate it freely. */
  state: State;
  /** The bearer token sent, if any (valid or not). */
  token: string | undefined;
  /** The player owning the bearer token; undefined when there is none or it is invalid. */
  user: UserRecord | undefined;
}

interface RouteBase {
  /** Endpoint id, used by scenarios and the request log, e.g. 'servers-statistic'. */
  id: string;
  method: Method;
  /** Path below the API base with `:name` parameters; a trailing slash is ignored. */
  path: string;
  /** Body for the `malformed` scenario; defaults to `{ data: 'malformed' }`. */
  malformed?: unknown;
  /** A widget's own endpoint (its api.ts) in the API contract, kept beside its route; contract/ collects it. */
  contract?: OwnEndpoint;
}

export interface PublicRoute extends RouteBase {
  auth?: false;
  handle(ctx: Ctx): Reply | Promise<Reply>;
}

/** `auth: true` routes answer 401 without a valid bearer token, so `ctx.user` is always set. */
export interface AuthRoute extends RouteBase {
  auth: true;
  handle(ctx: Ctx & { user: UserRecord }): Reply | Promise<Reply>;
}

export type Route = PublicRoute | AuthRoute;
