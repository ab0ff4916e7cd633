import { useEffect, useState, type FormEvent } from 'react';
import { checkoutEndpoints } from '../../../shared/api/endpoints/checkout';
import { donateEndpoints } from '../../../shared/api/endpoints/donate';
import { troubleText } from '../../../shared/api/errors';
import { getBotToken } from '../../../shared/runtime/bot-check';
import { useEndpoints, useServices, useT } from '../../../shared/runtime/context';
import { Button, Spinner } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/field';
import { useAction } from '../../../shared/ui/use-action';
import { useInvalidFocus } from '../../../shared/ui/use-invalid-focus';
import { useLoad } from '../../../shared/ui/use-load';
import { offeredMethod } from './cart';
import { Crumbs, StoreLink } from '../crumbs';
import { PaymentMethods } from './payment-methods';
import { productRows, Receipt } from '../result/receipt';
import { BOT_CHECK_ACTION } from './use-purchase';
import { checkout } from './checkout.messages';
import { donate as donateMessages } from '../messages';
import { donateVerify } from './verification.messages';
import { useCheckedCart } from './use-checked-cart';

/**
 * /donate/verification-payment: the saved cart, a payment method, the terms, then the card order
 * (docs/widgets/donate.md).
 */
export function Verification() {
  const { i18n, nav, config, notify } = useServices();
  const { t } = useT(checkout, donateVerify, donateMessages);
  const donate = useEndpoints(donateEndpoints);
  const payments = useEndpoints(checkoutEndpoints);
  const { product, changed, confirm } = useCheckedCart();
  const { state: data } = useLoad(() => donate.data(), [donate]);
  const [picked, setMethod] = useState(product?.payment_method_name);
  // The cart's method (or the player's pick) while the shop offers it, else the first offered one.
  const method = offeredMethod(data.status === 'ready' ? data.data.payment_groups : [], picked);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState('');
  const [termsError, setTermsError] = useState('');
  const invalid = useInvalidFocus();
  useEffect(() => nav.title(`${config.productName} — ${t('donateVerify.title')}`), [nav, config, t]);
  // The cart changed (another tab, or the server's cart at Continue): the player sees it and confirms again.
  useEffect(() => {
    if (!changed) return;
    setTerms(false);
    setError(t('donateVerify.changed'));
  }, [changed, t]);

  const [pay, { pending }] = useAction(async () => {
    if (!terms) {
      setTermsError(t('donateVerify.termsRequired'));
      return invalid.failed();
    }
    setError('');
    // A trouble's own words (offline, no answer, the server failing), else the payment error.
    const failed = (error: unknown) => setError(troubleText(i18n, error) ?? t('donate.errors.payment'));
    let same: boolean;
    try {
      same = await confirm();
    } catch (error) {
      return failed(error);
    }
    if (!same) return;
    const captcha = await getBotToken(config.recaptchaSiteKey, BOT_CHECK_ACTION);
    if (!captcha) return notify.error(t('donate.errors.captcha'));
    try {
      const { url } = await payments.order(captcha, method, product?.cart_id);
      // The policy refuses javascript:, data:, protocol-relative… with a console warning (safe-url.ts).
      if (!nav.assign(url)) setError(t('donate.errors.payment'));
    } catch (error) {
      failed(error);
    }
  });

  return (
    <div className="wgt-donate__verify">
      <Crumbs current={t('donateVerify.title')} />
      <h2 className="wgt-donate__heading">{t('donateVerify.title')}</h2>
      {!product ? (
        <div className="wgt-donate__empty">
          <p>{t('donateVerify.empty')}</p>
          <StoreLink label={t('checkout.back')} />
        </div>
      ) : (
        <form ref={invalid.ref} onSubmit={(e: FormEvent) => (e.preventDefault(), void pay())} noValidate>
          <Receipt rows={productRows(product, i18n)} />
          {data.status === 'ready' ? (
            <PaymentMethods groups={data.data.payment_groups} value={method} onChange={setMethod} />
          ) : (
            data.status === 'loading' && <Spinner />
          )}
          <Checkbox checked={terms} error={termsError} onChange={(v) => (setTerms(v), v && setTermsError(''))}>
            {t('donateVerify.terms')}{' '}
            <a href={nav.localePath('/terms')} target="_blank" rel="noopener noreferrer">
              {t('donateVerify.termsLink')}
            </a>
          </Checkbox>
          {error && (
            <p className="wgt-donate__alert" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={pending} className="wgt-donate__buy">
            {t('donateVerify.continue')}
          </Button>
        </form>
      )}
    </div>
  );
}
