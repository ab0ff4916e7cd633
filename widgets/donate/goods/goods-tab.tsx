import { useState } from 'react';
import { shopEndpoints } from '../../../shared/api/endpoints/shop';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { useEndpoints, useT } from '../../../shared/runtime/context';
import { donate } from '../messages';
import { Html } from '../../../shared/ui/html';
import { LoadView } from '../../../shared/ui/load-view';
import { withSanitizer } from '../../../shared/ui/sanitize';
import { useLoad } from '../../../shared/ui/use-load';
import { goodsCart, offeredMethod, type ServerRef } from '../checkout/cart';
import { checkout } from '../checkout/checkout.messages';
import { CoinModal, type CoinOffer } from '../checkout/coin-modal';
import { GoodsRow } from './goods-row';
import type { PaymentGroupData } from '../checkout/payment-methods';
import { PurchaseFields } from '../checkout/purchase-fields';
import { usePurchase } from '../checkout/use-purchase';
import { usePurchaseForm } from '../checkout/use-purchase-form';
import { Image } from '../../../shared/ui/image';
import { Button } from '../../../shared/ui/button';

/** Rows shown at first and added by each "Show more": a list of any length costs a page of rows (docs/widgets/donate.md). */
export const GOODS_PAGE = 24;

/** Special offers: GET /api/v1/goods for the chosen server; money rows go to the cart, coin rows to the modal. */
export function GoodsTab({ servers, groups }: { servers: readonly ServerRef[]; groups: readonly PaymentGroupData[] }) {
  const { t } = useT(checkout, donate);
  const shop = useEndpoints(shopEndpoints);
  const form = usePurchaseForm(servers);
  const { state: goods, retry } = useLoad(
    () => (form.server ? withSanitizer(shop.goods(form.server)) : Promise.resolve(null)),
    [shop, form.server],
  );
  const [buy, { pending }] = usePurchase();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [coinOffer, setCoinOffer] = useState<CoinOffer | null>(null);
  const [paged, setPaged] = useState({ server: form.server, count: GOODS_PAGE });
  const count = paged.server === form.server ? paged.count : GOODS_PAGE;

  const onBuy = (item: GoodsItem, qty: number) => {
    if (item.unavailable) return;
    if (item.price <= 0) {
      setCoinOffer({
        productId: item.id,
        name: item.name,
        image: item.image ?? item.imageName,
        description: item.description,
        unit: item.premiumCoinsPrice ?? 0,
        qty,
      });
      return;
    }
    if (!form.check() || !form.serverRef) return;
    setBusyId(item.id);
    const paymentMethod = offeredMethod(groups);
    void buy(goodsCart({ email: form.email, server: form.serverRef, goods: item, qty, paymentMethod })).finally(() =>
      setBusyId(null),
    );
  };

  const offer = goods.status === 'ready' ? goods.data : null;
  return (
    <div className="wgt-goods">
      {offer && (
        <div className="wgt-goods__offer">
          {offer.image && <Image src={offer.image} alt="" width="160" height="160" />}
          <div>
            {offer.title && (
              <h3 className="wgt-goods__title">
                <bdi>{offer.title}</bdi>
              </h3>
            )}
            <Html html={offer.description} className="wgt-donate__desc" />
          </div>
        </div>
      )}
      <PurchaseFields form={form} servers={servers} />
      {(goods.status === 'error' || form.server) && (
        <LoadView state={goods} block="wgt-donate" error={t('donate.loadFailed')} onRetry={retry} />
      )}
      {offer && (
        <ul className="wgt-goods__list">
          {offer.goods.slice(0, count).map((item) => (
            <GoodsRow
              key={item.id}
              item={item}
              busy={pending && busyId === item.id}
              onBuy={(qty) => onBuy(item, qty)}
            />
          ))}
        </ul>
      )}
      {offer && offer.goods.length > count && (
        <Button kind="secondary" onClick={() => setPaged({ server: form.server, count: count + GOODS_PAGE })}>
          {t('checkout.showMore')}
        </Button>
      )}
      {coinOffer && <CoinModal offer={coinOffer} onClose={() => setCoinOffer(null)} />}
    </div>
  );
}
