import type { Page } from '@playwright/test';
import type { Locale } from '../../shared/i18n/locales';
import { donate } from '../../widgets/donate/messages';

/**
 * The One Coins form's Buy, by the dictionary's `donate.pay`: its name carries the total ("Pay €10.00"), matched
 * exactly when given, else by the words before it.
 */
export function payButton(page: Page, locale: Locale = 'en', total?: string) {
  const words = donate[locale].donate.pay;
  return total
    ? page.getByRole('button', { name: words.replace('{{total}}', total), exact: true })
    : page.getByRole('button', { name: new RegExp(`^${words.split('{{')[0]}`) });
}
