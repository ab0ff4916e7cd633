import { donateEndpoints } from '../../../shared/api/endpoints/donate';
import { troubleText } from '../../../shared/api/errors';
import { getBotToken } from '../../../shared/runtime/bot-check';
import { useEndpoints, useServices, useT } from '../../../shared/runtime/context';
import { donate as donateMessages } from '../messages';
import { KEYS } from '../../../shared/storage';
import { useAction } from '../../../shared/ui/use-action';
import { useApp } from '../app-context';
import type { CartRecord } from './cart';
import { PATHS } from '../route';

export const BOT_CHECK_ACTION = 'login';

/**
 * The money purchase (docs/widgets/donate.md): bot-check token → POST /api/donate/cart → the record in local storage
 * under `product` → the verification page. Guarded against double clicks; on failure the form stays and a notice
 * says why: a trouble's own words (offline, no answer, the server failing), else the payment error.
 */
export function usePurchase() {
  const { config, i18n, notify, storage } = useServices();
  const { t } = useT(donateMessages);
  const donate = useEndpoints(donateEndpoints);
  const { go } = useApp();
  const action = useAction(async (record: CartRecord): Promise<boolean> => {
    // The notice offers Retry: the same purchase again, from the same form.
    const retry = () => void action[0](record);
    const captcha = await getBotToken(config.recaptchaSiteKey, BOT_CHECK_ACTION);
    if (!captcha) {
      notify.error(t('donate.errors.captcha'), { retry });
      return false;
    }
    try {
      const saved = await donate.saveCart(record as unknown as Record<string, unknown>, captcha);
      const cartId = saved.cart_id ? { cart_id: saved.cart_id } : {};
      storage.local.set(KEYS.product, {
        ...record,
        product_type: saved.product_type ?? record.product_type,
        ...cartId,
      });
    } catch (error) {
      notify.error(troubleText(i18n, error) ?? t('donate.errors.payment'), { retry });
      return false;
    }
    go(PATHS.verification);
    return true;
  });
  return action;
}
