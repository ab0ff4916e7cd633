import { useState } from 'react';
import { checkoutEndpoints } from '../../../shared/api/endpoints/checkout';
import { failureOf, messageIn, troubleText } from '../../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../../shared/runtime/context';
import { donateCases } from '../cases/cases.messages';
import { checkout } from './checkout.messages';
import { donate } from '../messages';
import { KEYS } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { Html } from '../../../shared/ui/html';
import { Modal } from '../../../shared/ui/modal';
import { useAction } from '../../../shared/ui/use-action';
import { useApp } from '../app-context';
import { Image } from '../../../shared/ui/image';

export interface CoinOffer {
  productId: number;
  name: string;
  image?: string | null;
  description?: string | null;
  /** Coins per unit and the units bought. */
  unit: number;
  qty: number;
}

/** After a case bought with coins: the player's copies now, and the way to the roulette (docs/widgets/donate.md). */
export interface OpenNow {
  count: number;
  open: () => void;
}

/**
 * Buy with premium coins (docs/widgets/donate.md, Buy by coin): idle → pending → success or error. The success view
 * stays until the player closes it (then the page reloads) or opens the case; no timer takes it away.
 */
export function CoinModal({
  offer,
  onClose,
  onBought,
  openNow,
}: {
  offer: CoinOffer;
  onClose: () => void;
  onBought?: () => void;
  openNow?: OpenNow | null;
}) {
  const { i18n, storage, bus, nav } = useServices();
  const { t, tn } = useT(checkout, donate, donateCases);
  const payments = useEndpoints(checkoutEndpoints);
  const { account } = useApp();
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const total = offer.unit * offer.qty;
  const coins = (n: number) => tn('donate.coins', n, { n: i18n.number(n) });

  const [buy, { pending }] = useAction(async () => {
    if (!account || account.premiumCoins < total) return setError(t('checkout.errors.notEnoughCoins'));
    setError('');
    try {
      const answer = await payments.storeByCoin(offer.productId, offer.qty);
      // The balance is the server's: an answer without one announces none (the reload shows the real one).
      const left = answer.data?.premiumCoins;
      if (left != null) {
        storage.local.set(KEYS.user, { ...storage.local.get<Record<string, unknown>>(KEYS.user), premiumCoins: left });
        bus.emit('coins:changed', { premiumCoins: left });
      }
      setDone(true);
      onBought?.();
    } catch (e) {
      // The server's own words only when they are in the player's language; a purchase that may have gone through
      // (no answer, an answer not understood) says so; else a trouble's words or the payment error.
      const failure = failureOf(e);
      if (failure === 'noAnswer' || failure === 'broken') return setError(t('checkout.errors.unsure'));
      setError(messageIn(e, i18n.locale) || troubleText(i18n, e) || t('donate.errors.payment'));
    }
  });

  // After a purchase the page reloads as the dialog closes, so everything on it shows the new balance and items.
  const close = () => {
    onClose();
    if (done) nav.reload();
  };

  return (
    <Modal open title={t('checkout.coin.title')} onClose={close} locked={pending}>
      <div className="wgt-donate__coin">
        {offer.image && <Image src={offer.image} alt="" width="120" height="120" />}
        <h3 className="wgt-donate__coin-name">
          <bdi>{offer.name}</bdi>
        </h3>
        <Html html={offer.description} className="wgt-donate__desc" />
        <p className="wgt-donate__coin-calc">
          {offer.qty} × {coins(offer.unit)}
        </p>
        {account && (
          <p className="wgt-donate__muted">{t('checkout.coin.balance', { coins: coins(account.premiumCoins) })}</p>
        )}
        {done ? (
          <>
            <p className="wgt-donate__ok" role="status">
              {t('checkout.coin.done')}
            </p>
            {openNow && (
              // Taken, the dialog goes without a reload: the roulette opens in place.
              <Button onClick={openNow.open}>{t('donateCases.openNow', { n: openNow.count })}</Button>
            )}
          </>
        ) : account ? (
          <Button busy={pending} onClick={() => void buy()}>
            {t('checkout.coin.buyFor', { total: coins(total) })}
          </Button>
        ) : (
          <p>
            {t('checkout.errors.signIn')} <a href={nav.localePath('/auth')}>{t('checkout.coin.signIn')}</a>
          </p>
        )}
        {error && (
          <p className="wgt-donate__alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
