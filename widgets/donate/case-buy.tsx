import { useState } from 'react';
import { useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { Html } from '../../shared/ui/html';
import { useUid } from '../../shared/ui/use-uid';
import { perCase, type CaseOption } from './case-options';
import { Stepper } from './stepper';

interface Props {
  options: readonly CaseOption[];
  soldOut: boolean;
  /** Which option is being bought by card (its button shows busy). */
  busyKey: string | null;
  onMoney(option: CaseOption, qty: number): void;
  onCoins(option: CaseOption, qty: number): void;
}

/** The purchase options of a case: one row each, a 1–200 stepper on single-case rows, euro and coin buttons. */
export function CaseBuy({ options, soldOut, busyKey, onMoney, onCoins }: Props) {
  const { i18n } = useServices();
  const id = useUid();
  if (options.length === 0)
    return (
      <p className="wgt-donate__muted" role="status">
        {i18n.t('donateCases.noOption')}
      </p>
    );
  return (
    <section className="wgt-case-buy" aria-labelledby={id}>
      <h3 id={id} className="wgt-donate__subheading">
        {i18n.t('donateCases.options')}
      </h3>
      {soldOut && (
        <p className="wgt-cases__left" role="status">
          {i18n.t('donateCases.soldOutText')}
        </p>
      )}
      <ul className="wgt-goods__list">
        {options.map((option) => (
          <OptionRow
            key={option.key}
            option={option}
            unit={perCase(option, options)}
            soldOut={soldOut}
            busy={busyKey === option.key}
            onMoney={(qty) => onMoney(option, qty)}
            onCoins={(qty) => onCoins(option, qty)}
          />
        ))}
      </ul>
    </section>
  );
}

function OptionRow({
  option,
  unit,
  soldOut,
  busy,
  onMoney,
  onCoins,
}: {
  option: CaseOption;
  unit: ReturnType<typeof perCase>;
  soldOut: boolean;
  busy: boolean;
  onMoney: (qty: number) => void;
  onCoins: (qty: number) => void;
}) {
  const { i18n } = useServices();
  const [qty, setQty] = useState(1);
  const coins = (n: number) => i18n.tn('checkout.coins', n, { n: i18n.number(n) });
  return (
    <li className="wgt-goods__row" data-option={option.key}>
      <div className="wgt-goods__info">
        {/* The title, then the count beside it where both fit on the line (docs/widgets/donate.md). */}
        <div className="wgt-goods__head">
          {option.goods && (
            <h4 className="wgt-goods__name">
              <bdi>{option.name}</bdi>
            </h4>
          )}
          <p className="wgt-goods__count">
            {option.count > 1
              ? i18n.t('donateCases.bundle', { count: i18n.tn('checkout.caseCount', option.count) })
              : i18n.tn('checkout.caseCount', 1)}
          </p>
        </div>
        {unit && (
          <p className="wgt-goods__unit">
            {i18n.t('donateCases.perCase', {
              price: unit.price > 0 ? i18n.money(unit.price, 'EUR') : coins(unit.coins),
            })}
            {unit.save > 0 && ` · ${i18n.t('donateCases.save', { n: unit.save })}`}
          </p>
        )}
        <Html html={option.description} className="wgt-donate__desc" />
      </div>
      <div className="wgt-goods__buy">
        {soldOut || option.unavailable ? (
          <Button disabled>{i18n.t(soldOut ? 'donateCases.soldOut' : 'checkout.unavailable')}</Button>
        ) : (
          <>
            {option.count === 1 && <Stepper value={qty} onChange={setQty} label={i18n.t('checkout.qty')} />}
            {option.price > 0 && (
              <Button busy={busy} onClick={() => onMoney(qty)}>
                {i18n.t('donate.buy')} · {i18n.money(option.price * qty, 'EUR')}
              </Button>
            )}
            {option.coins > 0 && (
              <Button kind="secondary" onClick={() => onCoins(qty)}>
                {i18n.t('donateCases.withCoins')} · {coins(option.coins * qty)}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
