import { isApiError } from '../../shared/api/errors';

/**
 * How a failed call reads to the player: the server said no (any 400-599 answer, docs/widgets/auth.md), no answer
 * at all (network, timeout), or something else (an answer of the wrong shape).
 */
export type Failure = 'rejected' | 'network' | 'generic';

export function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return 'generic';
  if (error.kind === 'http' && error.status >= 400 && error.status <= 599) return 'rejected';
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  return 'generic';
}
