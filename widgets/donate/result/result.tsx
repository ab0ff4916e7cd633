import { useEffect, useState } from 'react';
import { nullable, number, optional, type, type Infer } from 'superstruct';
import { donateEndpoints } from '../../../shared/api/endpoints/donate';
import { ServerCart, type DonateDataResponse } from '../../../shared/api/schemas/donate';
import { isKnownCurrency } from '../../../shared/i18n/format';
import type { I18n } from '../../../shared/i18n';
import { useEndpoints, useServices, useT } from '../../../shared/runtime/context';
import { Button } from '../../../shared/ui/button';
import { Image } from '../../../shared/ui/image';
import { useLoad } from '../../../shared/ui/use-load';
import { KEYS } from '../../../shared/storage';
import { useApp } from '../app-context';
import { AppLink, Crumbs, StoreLink } from '../crumbs';
import { coinCount, productRows, Receipt, type ReceiptRow } from './receipt';
import { PATHS } from '../route';
import { checkout } from '../checkout/checkout.messages';
import { donateResult } from './result.messages';
import { donateVerify } from '../checkout/verification.messages';
import { donateCases } from '../cases/cases.messages';
import { RouletteMount, useOwnedCase } from '../cases/use-owned-case';

/** What a paid cart was (the stored `product`), read before the success page clears it: the case it was for, or
 * the coins bought (`tokenValue`) and their bonus. */
const Paid = type({
  case_id: optional(nullable(number())),
  tokenValue: optional(number()),
  bonus: optional(number()),
});
type Paid = Infer<typeof Paid>;

// What each value of the address must be to be shown: the provider's order number, an ISO date, whole
// numbers, an amount with at most two decimals.
const ORDER = /^\d{1,12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const WHOLE = /^\d{1,9}$/;
const SUM = /^\d{1,9}(?:\.\d{1,2})?$/;

const ROW_LABELS = {
  order: 'donateResult.order',
  date: 'donateResult.date',
  account: 'donateVerify.account',
  server: 'donateVerify.server',
  product: 'donateVerify.product',
  quantity: 'donateVerify.quantity',
  bonus: 'donateResult.bonus',
  coins: 'donateResult.coinsTotal',
  sum: 'donateResult.sum',
  system: 'donateResult.system',
} as const;

/**
 * The receipt /donate/success shows (docs/widgets/donate.md, "The receipt"): the provider's address names the
 * order, but anyone can write an address, so a value shows only when it is what it claims to be, and
 * anything else leaves its row out. `cart` is the cart this browser saved when it is the order paid (its
 * account, product and quantity are the address's), else undefined.
 */
function successRows(
  q: URLSearchParams,
  cart: (ServerCart & Pick<Paid, 'tokenValue' | 'case_id'>) | undefined,
  shop: DonateDataResponse | undefined,
  i18n: I18n,
  t: (
    key: 'order' | 'date' | 'account' | 'server' | 'product' | 'quantity' | 'bonus' | 'coins' | 'sum' | 'system',
  ) => string,
): ReceiptRow[] {
  const value = (key: string) => q.get(key) ?? '';
  const server = shop?.servers.find(
    (s) => value('server') !== '' && (s.title === value('server') || s.key === value('server')),
  );
  const method = shop?.payment_groups
    .flatMap((g) => g.methods)
    .find((m) => value('payment') !== '' && m.name === value('payment'));
  const currency = value('currency') || 'EUR';
  const bonus = WHOLE.test(value('bonus')) ? Number(value('bonus')) : 0;
  const coins = cart?.tokenValue ?? 0;
  return [
    [t('order'), ORDER.test(value('order')) ? `#${value('order')}` : ''],
    [t('date'), DATE.test(value('date')) ? i18n.date(value('date')) : ''],
    [t('account'), cart ? <bdi>{cart.login}</bdi> : ''],
    [t('server'), server ? <bdi>{server.title}</bdi> : ''],
    [t('product'), cart ? <bdi>{cart.title}</bdi> : ''],
    [t('quantity'), cart ? i18n.number(cart.product_qty) : ''],
    [t('bonus'), bonus > 0 ? `+${coinCount(i18n, bonus)}` : ''],
    // Coins in all, bonus included: from the saved cart, which is this order.
    [t('coins'), coins > 0 ? coinCount(i18n, coins + (cart?.bonus ?? 0)) : ''],
    [t('sum'), SUM.test(value('sum')) && isKnownCurrency(currency) ? i18n.money(Number(value('sum')), currency) : ''],
    [
      t('system'),
      method ? (
        <span className="wgt-donate__result-method">
          {method.image && <Image src={method.image} alt="" width="24" height="24" />}
          <bdi>{method.title || method.name}</bdi>
        </span>
      ) : (
        ''
      ),
    ],
  ];
}

/** The address's order is the saved cart's: the same account, product and quantity. */
function isPaidCart(q: URLSearchParams, cart: ServerCart | undefined): boolean {
  if (!cart) return false;
  const quantity = q.get('quantity');
  return (
    q.get('account') === cart.login &&
    q.get('product') === cart.title &&
    (quantity === null || (WHOLE.test(quantity) && Number(quantity) === cart.product_qty))
  );
}

function ResultIcon({ kind }: { kind: 'success' | 'fail' }) {
  return (
    <svg className="wgt-donate__result-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <circle cx="24" cy="24" r="22" />
      <path d={kind === 'success' ? 'M14 25l7 7 13-15' : 'M16 16l16 16M32 16L16 32'} />
    </svg>
  );
}

/** /donate/success and /donate/fail: the receipt the payment provider sent back in the query, or the product's own failure text (docs/widgets/donate.md). */
export function Result({ kind }: { kind: 'success' | 'fail' }) {
  const { t } = useT(donateResult, donateVerify);
  const more = useT(checkout, donateCases);
  const { i18n, nav, storage, config } = useServices();
  const { signedIn, support } = useApp();
  const q = nav.search();
  const title = t(kind === 'success' ? 'donateResult.success' : 'donateResult.fail');
  // The saved cart, when it is the order the address names (read before it is cleared).
  const [paid] = useState(() => {
    if (kind !== 'success') return undefined;
    const cart = storage.local.get(KEYS.product, ServerCart);
    const extra = storage.local.get(KEYS.product, Paid);
    return cart && extra && isPaidCart(q, cart)
      ? { ...cart, tokenValue: extra.tokenValue, case_id: extra.case_id }
      : undefined;
  });
  // A paid case: "Открыть сейчас (N)" once the player's copies are read (docs/widgets/donate.md, "Open now").
  const owned = useOwnedCase(paid?.case_id ?? null, signedIn);
  const donate = useEndpoints(donateEndpoints);
  const { state: shop } = useLoad(() => donate.data(), [donate], kind === 'success');
  useEffect(() => {
    nav.title(`${config.productName} — ${title}`);
    // The paid cart is done with; a failed one, or a link that names another order, leaves it for the retry.
    if (paid) storage.local.remove(KEYS.product);
  }, [paid, nav, storage, config, title]);
  // The way on after paying: the cabinet, where the purchase lands (a visitor has none).
  const cabinet = (look: 'primary' | 'secondary') =>
    signedIn ? (
      <a className={`wgt-btn wgt-btn--${look}`} href={nav.localePath('/cabinet')}>
        {t('donateResult.cabinet')}
      </a>
    ) : null;

  if (kind === 'fail') {
    // What was being bought (the stored cart, kept for the retry), what to do next, and the way back.
    const product = storage.local.get(KEYS.product, ServerCart);
    return (
      <div className="wgt-donate__result wgt-donate__result--fail">
        <Crumbs current={title} />
        <div className="wgt-donate__result-head">
          <ResultIcon kind="fail" />
          <h2 className="wgt-donate__heading">{title}</h2>
        </div>
        {/* The product's own words only: a `message` in the address bar is anyone's text on the site's page. */}
        <p role="alert">{t('donateResult.failText')}</p>
        <p className="wgt-donate__muted">{t(product ? 'donateResult.failOrder' : 'donateResult.failHint')}</p>
        {product && <Receipt rows={productRows(product, i18n)} />}
        <div className="wgt-donate__actions">
          <AppLink to={product ? PATHS.verification : PATHS.shop} className="wgt-btn wgt-btn--primary">
            {t('donateResult.retry')}
          </AppLink>
          {cabinet('secondary')}
          {support && (
            <a className="wgt-btn wgt-btn--ghost" href={support} target="_blank" rel="noopener noreferrer">
              {t('donateResult.support')}
            </a>
          )}
        </div>
      </div>
    );
  }

  const rows = successRows(q, paid, shop.status === 'ready' ? shop.data : undefined, i18n, (key) => t(ROW_LABELS[key]));
  if (owned.opened !== null) return <RouletteMount userCaseId={owned.opened} />;
  const mine = owned.owned;
  return (
    <div className="wgt-donate__result wgt-donate__result--success">
      <Crumbs current={title} />
      <div className="wgt-donate__result-head">
        <ResultIcon kind="success" />
        <h2 className="wgt-donate__heading">{title}</h2>
      </div>
      <p>{t('donateResult.receipt')}</p>
      <Receipt rows={rows} className="wgt-donate__result-table" />
      <div className="wgt-donate__actions">
        {mine && (
          <Button onClick={() => owned.open(mine.id)}>{more.t('donateCases.openNow', { n: mine.count })}</Button>
        )}
        {cabinet(mine ? 'secondary' : 'primary')}
        <StoreLink label={more.t('checkout.back')} />
      </div>
    </div>
  );
}
