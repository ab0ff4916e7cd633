/** Why a call failed: the server said no (`http`), no answer (`network`, `timeout`), or an answer of the wrong shape (`invalid`). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

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
  ) {
    super(`${path}: ${message}`);
  }

  /** A message from the body, for the calls whose error text the widget docs show to the player. */
  get serverMessage(): string | undefined {
    const data = this.data as { message?: unknown; data?: { message?: unknown } } | undefined;
    const message = data?.data?.message ?? data?.message;
    return typeof message === 'string' && message ? message : undefined;
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

/**
 * No answer (network, timeout) or a server fault (5xx): the player can only try again, so forms show one
 * "no connection, try again" message and keep the input; their own texts are for 4xx rejections.
 */
export const noAnswer = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500));
