import { useEffect, useState } from 'react';
import { number, type } from 'superstruct';
import { ServerCart } from '../../shared/api/schemas/donate';
import { useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { KEYS } from '../../shared/storage';
import { useApp } from './app-context';
import { AppLink, Crumbs, StoreLink } from './crumbs';
import { coinCount, productRows, Receipt, type ReceiptRow } from './receipt';
import { PATHS } from './route';
import { checkout } from './checkout.messages';
import { donateResult } from './result.messages';
import { donateVerify } from './verification.messages';
import { donateCases } from './cases.messages';
import { RouletteMount, useOwnedCase } from './use-owned-case';

/** The case a paid cart was for (the stored `product`'s `case_id`), read before the success page clears it. */
const CaseRef = type({ case_id: number() });

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
  // A paid case: "Открыть сейчас (N)" once the player's copies are read (docs/widgets/donate.md, "Open now").
  const [caseId] = useState(() =>
    kind === 'success' ? (storage.local.get(KEYS.product, CaseRef)?.case_id ?? null) : null,
  );
  const owned = useOwnedCase(caseId, signedIn);
  useEffect(() => {
    nav.title(`${config.productName} — ${title}`);
    // A paid cart is done with; a failed one stays for the retry.
    if (kind === 'success') storage.local.remove(KEYS.product);
  }, [kind, nav, storage, config, title]);
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

  const date = q.get('date');
  const sum = Number(q.get('sum'));
  const bonus = Number(q.get('bonus'));
  // The full receipt, in the order the player reads a shop receipt; rows the provider did not send stay out.
  const rows: ReceiptRow[] = [
    [t('donateResult.order'), q.get('order') ? `#${q.get('order')}` : ''],
    [t('donateResult.date'), date && !Number.isNaN(Date.parse(date)) ? i18n.date(date) : ''],
    [t('donateVerify.account'), q.get('account') ?? ''],
    [t('donateVerify.server'), q.get('server') ?? ''],
    [t('donateVerify.product'), q.get('product') ?? ''],
    [t('donateVerify.quantity'), q.get('quantity') ?? ''],
    [t('donateResult.bonus'), bonus > 0 ? `+${coinCount(i18n, bonus)}` : ''],
    [t('donateResult.sum'), Number.isFinite(sum) && q.get('sum') ? i18n.money(sum, q.get('currency') || 'EUR') : ''],
    [t('donateResult.system'), q.get('payment') ?? ''],
  ];
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
      <Receipt rows={rows} />
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
