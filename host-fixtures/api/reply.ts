import type { Reply } from './types';

/** 200 with `{ data }`, the API's usual envelope. */
export function ok(data: unknown, status = 200): Reply {
  return { status, body: { data } };
}

/** Laravel-style error: `{ message, errors? }`. */
export function fail(status: number, message: string, errors?: Record<string, string[]>): Reply {
  return { status, body: errors ? { message, errors } : { message } };
}
