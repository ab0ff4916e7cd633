import { failureOf, troubleText } from '../../shared/api/errors';
import type { I18n, Translator } from '../../shared/i18n';
import type { roulette } from './messages';

/**
 * What a failed open says (docs/widgets/roulette.md, "Errors"): a trouble's own words and next step, and that the
 * cases are kept; without an answer it cannot tell whether the case opened, and says so.
 */
export const openFailureText = (i18n: I18n, t: Translator<typeof roulette>['t'], error: unknown): string =>
  [troubleText(i18n, error), t(isUnknown(error) ? 'roulette.unknown' : 'roulette.kept')].join(' ');

/** No answer (a timeout, a dropped connection): the server may have opened the case. */
export const isUnknown = (error: unknown) => failureOf(error) === 'noAnswer';
