import { useState, type FormEvent } from 'react';
import { useServices, useT } from '../../../shared/runtime/context';
import { donate } from '../messages';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { useUid } from '../../../shared/ui/use-uid';
import { settledAmount, typedAmount } from './amount';
import { coinsCart, offeredMethod, type ServerRef } from '../checkout/cart';
import { BonusTiers } from './bonus-tiers';
import { PaymentMethods, type PaymentGroupData } from '../checkout/payment-methods';
import {
  activeTier,
  AMOUNT_CHIPS,
  basePrice,
  bonusCoins,
  defaultCoins,
  eurPrice,
  maxCoins,
  minCoins,
  type CoinProduct,
} from './pricing';
import { PurchaseFields } from '../checkout/purchase-fields';
import { usePurchase } from '../checkout/use-purchase';
import { usePurchaseForm } from '../checkout/use-purchase-form';
import { useSettledSpeech } from './use-settled-speech';

export interface CoinsProduct extends CoinProduct {
  id: number;
  title: string;
  type: string;
  image?: string | null;
}

/**
 * Buy One Coins: server, e-mail, amount with slider and bonus tiers, live total, payment method
 * (docs/widgets/donate.md).
 */
export function CoinsForm({
  product,
  servers,
  groups,
}: {
  product: CoinsProduct;
  servers: readonly ServerRef[];
  groups: readonly PaymentGroupData[];
}) {
  const { i18n } = useServices();
  const { t, tn } = useT(donate);
  const coinCount = (n: number) => tn('donate.coins', n, { n: i18n.number(n) });
  const uid = useUid();
  const range = product.one_coin_price_range;
  const base = basePrice(product);
  const min = minCoins(range);
  const max = maxCoins(range, base);
  const form = usePurchaseForm(servers);
  const [text, setText] = useState(() => String(defaultCoins(product)));
  const [method, setMethod] = useState(() => offeredMethod(groups));
  const [buy, { pending }] = usePurchase();

  const coins = text === '' ? 0 : Number(text);
  const eur = eurPrice(coins, base);
  const tier = activeTier(product.one_coin_bonuses, eur);
  const bonus = bonusCoins(coins, tier);

  const below = coins < min;
  // What the player gets and pays, said once the figures settle (the amount itself is in the field).
  const speech = useSettledSpeech([
    [t('donate.bonus'), `+${coinCount(bonus)}`],
    [t('donate.youGet'), coinCount(coins + bonus)],
    [t('donate.youPay'), i18n.money(eur, 'EUR')],
  ]);
  // Raised to the minimum when the player leaves the field or pays, never while typing: a pause between "2" and
  // "5" must not turn "250" into "1050" (docs/widgets/donate.md, "The amount").
  const settle = () => setText((t) => String(settledAmount(t, min, max)));
  const pick = (n: number) => setText(String(settledAmount(String(n), min, max)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = settledAmount(text, min, max);
    setText(String(amount));
    if (!form.check() || !form.serverRef) return;
    const settledBonus = bonusCoins(amount, activeTier(product.one_coin_bonuses, eurPrice(amount, base)));
    void buy(
      coinsCart({
        email: form.email,
        server: form.serverRef,
        paymentMethod: method,
        product,
        coins: amount,
        bonus: settledBonus,
        price: eurPrice(amount, base),
      }),
    );
  };

  return (
    <form className="wgt-donate__coins" onSubmit={submit} noValidate>
      <PurchaseFields form={form} servers={servers} />
      <div className="wgt-donate__amount">
        <TextField
          label={t('donate.amount')}
          inputMode="numeric"
          name="amount"
          autoComplete="off"
          value={text}
          filter={(raw) => typedAmount(raw, max)}
          onChange={(raw) => setText(typedAmount(raw, max))}
          onBlur={settle}
          hint={
            <>
              {t('donate.limits', { min: i18n.number(min), max: i18n.number(max) })}
              {below && <span className="wgt-donate__below">{t('donate.belowMin', { min: i18n.number(min) })}</span>}
            </>
          }
        />
        {/* The slider is linear over the whole range: the common amounts are one tap away. */}
        <div className="wgt-donate__chips" role="group" aria-label={t('donate.chips')}>
          {AMOUNT_CHIPS.filter((n) => n >= min && n <= max).map((n) => (
            <button
              key={n}
              type="button"
              className="wgt-donate__chip"
              aria-pressed={coins === n}
              onClick={() => pick(n)}
            >
              {i18n.number(n)}
            </button>
          ))}
        </div>
        <input
          id={`${uid}-slider`}
          className="wgt-donate__slider"
          type="range"
          min={min}
          max={max}
          step={1}
          value={Math.max(min, coins)}
          aria-label={t('donate.slider')}
          onChange={(e) => setText(String(e.currentTarget.value))}
        />
      </div>
      {product.one_coin_bonuses && product.one_coin_bonuses.length > 0 && (
        <BonusTiers tiers={product.one_coin_bonuses} active={tier} onPick={pick} />
      )}
      <PaymentMethods groups={groups} value={method} onChange={setMethod} />
      {/* The total and what Buy charges side by side: nothing between them. */}
      <p className="wgt-visually-hidden" role="status">
        {speech}
      </p>
      <dl className="wgt-donate__summary">
        <div>
          <dt>{t('donate.coinsLabel')}</dt>
          <dd data-testid="coins">{coinCount(coins)}</dd>
        </div>
        <div>
          <dt>{t('donate.bonus')}</dt>
          <dd data-testid="bonus">+{coinCount(bonus)}</dd>
        </div>
        <div>
          <dt>{t('donate.youGet')}</dt>
          <dd data-testid="received">{coinCount(coins + bonus)}</dd>
        </div>
        <div>
          <dt>{t('donate.youPay')}</dt>
          <dd data-testid="total" className="wgt-donate__total">
            {i18n.money(eur, 'EUR')}
          </dd>
        </div>
      </dl>
      <div className="wgt-donate__paybar">
        <Button type="submit" busy={pending} className="wgt-donate__buy">
          {t('donate.pay', { total: i18n.money(eur, 'EUR') })}
        </Button>
      </div>
    </form>
  );
}
