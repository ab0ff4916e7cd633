import { failureOf, troubleText } from '../../shared/api/errors';
import type { I18n } from '../../shared/i18n';

/**
 * What a failed open says (docs/widgets/roulette.md, "Errors"): a trouble's own words (offline, unreachable, the
 * server failing) and that the cases are kept; a timeout cannot tell whether the case opened, so it says so and
 * how to find out.
 */
export function openFailureText(i18n: I18n, error: unknown): string {
  if (failureOf(error) === 'timeout') return i18n.t('roulette.unsure');
  const trouble = troubleText(i18n, error);
  return trouble ? `${trouble} ${i18n.t('roulette.kept')}` : i18n.t('roulette.kept');
}
