import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useUid } from '../../shared/ui/use-uid';
import { settledAmount, typedAmount } from './amount';
import { coinsCart, offeredMethod, type ServerRef } from './cart';
import { BonusTiers } from './bonus-tiers';
import { PaymentMethods, type PaymentGroupData } from './payment-methods';
import {
  activeTier,
  AMOUNT_DEBOUNCE_MS,
  basePrice,
  bonusCoins,
  defaultCoins,
  eurPrice,
  maxCoins,
  minCoins,
  TOKEN_NAME,
  type CoinProduct,
} from './pricing';
import { PurchaseFields } from './purchase-fields';
import { usePurchase } from './use-purchase';
import { usePurchaseForm } from './use-purchase-form';

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
  const { i18n, clock } = useServices();
  const uid = useUid();
  const range = product.one_coin_price_range;
  const base = basePrice(product);
  const min = minCoins(range);
  const max = maxCoins(range, base);
  const form = usePurchaseForm(servers);
  const [text, setText] = useState(() => String(defaultCoins(product)));
  const [method, setMethod] = useState(() => offeredMethod(groups));
  const [buy, { pending }] = usePurchase();
  const settle = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => settle.current?.(), []);

  const coins = text === '' ? 0 : Number(text);
  const eur = eurPrice(coins, base);
  const tier = activeTier(product.one_coin_bonuses, eur);
  const bonus = bonusCoins(coins, tier);

  const setAmount = (raw: string) => {
    setText(typedAmount(raw, max));
    settle.current?.();
    // Raising to the minimum waits until the player stops typing (typing "1" on the way to "150").
    settle.current = clock.timeout(() => setText((t) => String(settledAmount(t, min, max))), AMOUNT_DEBOUNCE_MS);
  };

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
          label={i18n.t('donate.amount')}
          inputMode="numeric"
          name="amount"
          autoComplete="off"
          value={text}
          filter={(raw) => typedAmount(raw, max)}
          onChange={setAmount}
          hint={i18n.t('donate.limits', { min, max })}
        />
        <input
          id={`${uid}-slider`}
          className="wgt-donate__slider"
          type="range"
          min={min}
          max={max}
          step={1}
          value={Math.max(min, coins)}
          aria-label={i18n.t('donate.slider')}
          onChange={(e) => setText(String(e.currentTarget.value))}
        />
      </div>
      {product.one_coin_bonuses && product.one_coin_bonuses.length > 0 && (
        <BonusTiers tiers={product.one_coin_bonuses} active={tier} onPick={(n) => setAmount(String(n))} />
      )}
      <dl className="wgt-donate__summary" aria-live="polite">
        <div>
          <dt>{i18n.t('donate.coinsLabel')}</dt>
          <dd data-testid="coins">
            {i18n.number(coins)} {TOKEN_NAME}
          </dd>
        </div>
        <div>
          <dt>{i18n.t('donate.bonus')}</dt>
          <dd data-testid="bonus">
            +{i18n.number(bonus)} {TOKEN_NAME}
          </dd>
        </div>
        <div>
          <dt>{i18n.t('donate.youGet')}</dt>
          <dd data-testid="received">
            {i18n.number(coins + bonus)} {TOKEN_NAME}
          </dd>
        </div>
        <div>
          <dt>{i18n.t('donate.youPay')}</dt>
          <dd data-testid="total" className="wgt-donate__total">
            {i18n.money(eur, 'EUR')}
          </dd>
        </div>
      </dl>
      <PaymentMethods groups={groups} value={method} onChange={setMethod} />
      <Button type="submit" busy={pending} className="wgt-donate__buy">
        {i18n.t('donate.buy')}
      </Button>
    </form>
  );
}
