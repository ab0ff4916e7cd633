import { useState } from 'react';
import { useServices, useT } from '../../../shared/runtime/context';
import { Image } from '../../../shared/ui/image';
import { donateCases } from './cases.messages';
import { checkout } from '../checkout/checkout.messages';
import { donate } from '../messages';
import { Button } from '../../../shared/ui/button';
import { Html } from '../../../shared/ui/html';
import { useUid } from '../../../shared/ui/use-uid';
import { perCase, type CaseOption } from './case-options';
import { Stepper } from '../numbers/stepper';

interface Props {
  options: readonly CaseOption[];
  /** The case's art: every option's picture (one case, one look; a goods item's own image was tinted otherwise). */
  caseImage: string;
  soldOut: boolean;
  /** Which option is being bought by card (its button shows busy). */
  busyKey: string | null;
  onMoney(option: CaseOption, qty: number): void;
  onCoins(option: CaseOption, qty: number): void;
}

/** The purchase options of a case: one row each, a 1–200 stepper on single-case rows, euro and coin buttons. */
export function CaseBuy({ options, caseImage, soldOut, busyKey, onMoney, onCoins }: Props) {
  const { t } = useT(donateCases);
  const id = useUid();
  if (options.length === 0)
    return (
      <p className="wgt-donate__muted" role="status">
        {t('donateCases.noOption')}
      </p>
    );
  return (
    <section className="wgt-case-buy" aria-labelledby={id}>
      <h3 id={id} className="wgt-donate__subheading">
        {t('donateCases.options')}
      </h3>
      {soldOut && (
        <p className="wgt-cases__left" role="status">
          {t('donateCases.soldOutText')}
        </p>
      )}
      <ul className="wgt-goods__list">
        {options.map((option) => (
          <OptionRow
            key={option.key}
            option={option}
            image={caseImage}
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
  image,
  unit,
  soldOut,
  busy,
  onMoney,
  onCoins,
}: {
  option: CaseOption;
  image: string;
  unit: ReturnType<typeof perCase>;
  soldOut: boolean;
  busy: boolean;
  onMoney: (qty: number) => void;
  onCoins: (qty: number) => void;
}) {
  const { i18n } = useServices();
  const { t, tn } = useT(checkout, donateCases);
  const shop = useT(donate);
  const [qty, setQty] = useState(1);
  const coins = (n: number) => shop.tn('donate.coins', n, { n: i18n.number(n) });
  return (
    <li className="wgt-goods__row" data-option={option.key}>
      {/* The case art (a bundle: with its count), not the 24 px icon of its markup. */}
      <span className="wgt-case-buy__pic">
        <Image src={image} alt="" width="72" height="72" />
        {option.count > 1 && <span className="wgt-case-buy__times">×{option.count}</span>}
      </span>
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
              ? t('donateCases.bundle', { count: tn('checkout.caseCount', option.count) })
              : tn('checkout.caseCount', 1)}
          </p>
        </div>
        {unit && (
          <p className="wgt-goods__unit">
            {t('donateCases.perCase', {
              price: unit.price > 0 ? i18n.money(unit.price, 'EUR') : coins(unit.coins),
            })}
            {unit.save > 0 && (
              <strong className="wgt-case-buy__save"> · {t('donateCases.save', { n: unit.save })}</strong>
            )}
          </p>
        )}
        <Html html={option.description} className="wgt-donate__desc" />
      </div>
      <div className="wgt-goods__buy">
        {soldOut || option.unavailable ? (
          <Button disabled>{t(soldOut ? 'donateCases.soldOut' : 'checkout.unavailable')}</Button>
        ) : (
          <>
            {option.count === 1 && <Stepper value={qty} onChange={setQty} label={t('checkout.qty')} />}
            {option.price > 0 && (
              <Button busy={busy} onClick={() => onMoney(qty)}>
                {shop.t('donate.buy')} · {i18n.money(option.price * qty, 'EUR')}
              </Button>
            )}
            {option.coins > 0 && (
              <Button kind="secondary" onClick={() => onCoins(qty)}>
                {t('donateCases.withCoins')} · {coins(option.coins * qty)}
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
