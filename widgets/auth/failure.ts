import { isApiError, noAnswer } from '../../shared/api/errors';

/**
 * How a failed call reads to the player: the server said no (a 4xx answer: the form's own text), no
 * answer or a server fault (network, timeout, 5xx: "no connection, try again", input kept), or
 * something else (an answer of the wrong shape). See docs/widgets/auth.md "Errors".
 */
export type Failure = 'rejected' | 'network' | 'generic';

export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return 'generic';
  if (noAnswer(error)) return 'network';
  if (error.kind === 'http' && error.status >= 400 && error.status <= 499) return 'rejected';
  return 'generic';
}
