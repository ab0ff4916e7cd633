import { failureOf, troubleText } from '../../shared/api/errors';
import type { I18n } from '../../shared/i18n';

/**
 * What a failed open says (docs/widgets/roulette.md, "Errors"): a trouble's own words and next step, and that the
 * cases are kept; without an answer it cannot tell whether the case opened, so it does not say so.
 */
export function openFailureText(i18n: I18n, error: unknown): string {
  const trouble = troubleText(i18n, error);
  if (failureOf(error) === 'noAnswer') return trouble!;
  return trouble ? `${trouble} ${i18n.t('roulette.kept')}` : i18n.t('roulette.kept');
}
