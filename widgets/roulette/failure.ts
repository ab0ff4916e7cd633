import { failureOf, troubleText } from '../../shared/api/errors';
import type { I18n } from '../../shared/i18n';

/**
 * What a failed open says (docs/widgets/roulette.md, "Errors"): a trouble's own words and next step, and that the
 * cases are kept; without an answer it cannot tell whether the case opened, so it does not say so.
 */
export const openFailureText = (i18n: I18n, error: unknown): string =>
  [troubleText(i18n, error), failureOf(error) !== 'noAnswer' && i18n.t('roulette.kept')].filter(Boolean).join(' ');
