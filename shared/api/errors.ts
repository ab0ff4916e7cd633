import type { I18n } from '../i18n';

/**
 * Why a call failed: the server said no (`http`), no answer (`timeout`; `network`: the request failed while the
 * browser says it is online; `offline`: it failed while the browser says it is offline), or an answer of the
 * wrong shape (`invalid`).
 */
export type ApiErrorKind = 'http' | 'network' | 'offline' | 'timeout' | 'invalid';

/** The one error type every endpoint function rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    readonly status = 0,
    /** The parsed error body, when the server sent one. */
    readonly data?: unknown,
    message = kind === 'http' ? `HTTP ${status}` : kind,
    /** The answer's `Content-Language`, when it sent one: the language of its message. */
    readonly language = '',
  ) {
    super(`${path}: ${message}`);
  }

  /** Field errors of a validation answer: `{errors: {email: [...]}}`. */
  fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: unknown } | undefined)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(errors)) out[key] = String(Array.isArray(value) ? value[0] : value);
    return out;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The browser says it is offline. */
export const isOffline = () => globalThis.navigator?.onLine === false;

/**
 * The message from an error's body, only when the answer says (`Content-Language`) it is in the player's language:
 * no raw server text in another language reaches a player.
 */
export function messageIn(error: unknown, locale: string): string | undefined {
  if (!isApiError(error) || error.language.toLowerCase().split(/[-,;\s]/)[0] !== locale) return undefined;
  const data = error.data as { message?: unknown; data?: { message?: unknown } } | undefined;
  const message = data?.data?.message ?? data?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * A failure the player can only wait out or retry, each with its own words and next step (`common.trouble.*`):
 * the browser is offline; no answer (none within the client's timeout, or the connection failed while the browser is
 * online: either way the call may or may not have reached the server); the server failed (5xx).
 */
export const TROUBLES = ['offline', 'noAnswer', 'server'] as const;
export type Trouble = (typeof TROUBLES)[number];

/** Each trouble's words in common.messages.ts (typed against it in tests/shared/api/errors.test.ts). */
export const TROUBLE_TEXT = {
  offline: 'common.trouble.offline',
  noAnswer: 'common.trouble.noAnswer',
  server: 'common.trouble.server',
} as const satisfies Record<Trouble, string>;

/**
 * How a failed call reads to the player (docs/ARCHITECTURE.md, "Where a new widget's files go": a form): a trouble (above), the server said no
 * (`rejected`, a 4xx: the widget's own text), or anything else (`broken`: an answer of the wrong shape, a bug).
 */
export type Failure = Trouble | 'rejected' | 'broken';

export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return 'broken';
  const { kind, status } = error;
  if (kind === 'http') return status >= 500 ? 'server' : status >= 400 ? 'rejected' : 'broken';
  return kind === 'offline' ? kind : kind === 'invalid' ? 'broken' : 'noAnswer';
}

export const isTrouble = (failure: string | undefined): failure is Trouble =>
  (TROUBLES as readonly string[]).includes(failure ?? '');

/** The player's words for a trouble, with the next step; undefined for a rejection or a broken answer. */
export function troubleText(i18n: I18n, error: unknown): string | undefined {
  const failure = failureOf(error);
  return failure === 'rejected' || failure === 'broken' ? undefined : i18n.t(TROUBLE_TEXT[failure]);
}

/** The words for a part (code) that did not arrive: the browser is offline, or no answer. */
export const notLoadedText = (i18n: I18n): string => i18n.t(TROUBLE_TEXT[isOffline() ? 'offline' : 'noAnswer']);
