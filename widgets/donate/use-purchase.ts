import { donateEndpoints } from '../../shared/api/endpoints/donate';
import { getBotToken } from '../../shared/runtime/bot-check';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { useAction } from '../../shared/ui/use-action';
import { useApp } from './app-context';
import type { CartRecord } from './cart';
import { PATHS } from './route';

export const BOT_CHECK_ACTION = 'login';

/**
 * The money purchase (docs/widgets/donate.md): bot-check token → POST /api/donate/cart → the record in local storage
 * under `product` → the verification page. Guarded against double clicks; on failure the form stays.
 */
export function usePurchase() {
  const { config, i18n, notify, storage } = useServices();
  const donate = useEndpoints(donateEndpoints);
  const { go } = useApp();
  return useAction(async (record: CartRecord) => {
    const captcha = await getBotToken(config.recaptchaSiteKey, BOT_CHECK_ACTION);
    if (!captcha) {
      notify.error(i18n.t('donate.errors.captcha'));
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
    } catch {
      notify.error(i18n.t('donate.errors.payment'));
      return false;
    }
    go(PATHS.verification);
    return true;
  });
}
