import { useState } from 'react';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { useServices, useT } from '../../../shared/runtime/context';
import { checkout } from '../checkout/checkout.messages';
import { donate } from '../messages';
import { Button } from '../../../shared/ui/button';
import { Html } from '../../../shared/ui/html';
import { goodsPrices } from '../cases/case-options';
import { Stepper } from '../numbers/stepper';
import { Image } from '../../../shared/ui/image';

/** One option row: icon, count with the case word, name, description, stepper (single items), price button (or a disabled "Unavailable"). */
export function GoodsRow({ item, busy, onBuy }: { item: GoodsItem; busy: boolean; onBuy: (qty: number) => void }) {
  const { i18n } = useServices();
  const { t, tn } = useT(checkout, donate);
  const [qty, setQty] = useState(1);
  const image = item.image ?? item.imageName;
  const unit = goodsPrices(item);
  const price = unit.unavailable
    ? t('checkout.unavailable')
    : unit.price > 0
      ? i18n.money(unit.price * qty, 'EUR')
      : tn('donate.coins', unit.coins * qty, { n: i18n.number(unit.coins * qty) });
  return (
    <li className="wgt-goods__row" data-goods-id={item.id}>
      {image && <Image className="wgt-goods__icon" src={image} alt="" width="64" height="64" />}
      <div className="wgt-goods__info">
        <p className="wgt-goods__count">{tn('checkout.caseCount', item.count)}</p>
        <h3 className="wgt-goods__name">
          <bdi>{item.name}</bdi>
        </h3>
        <Html html={item.description} className="wgt-donate__desc" />
      </div>
      <div className="wgt-goods__buy">
        {item.count === 1 && !item.unavailable && (
          <Stepper value={qty} onChange={setQty} label={`${t('checkout.qty')}: ${item.name}`} />
        )}
        <Button
          busy={busy}
          disabled={!!item.unavailable}
          onClick={() => onBuy(qty)}
          aria-label={`${t('donate.buy')}: ${item.name}, ${price}`}
        >
          {price}
        </Button>
      </div>
    </li>
  );
}
