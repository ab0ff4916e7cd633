import { useEffect, useState } from 'react';
import { donateEndpoints } from '../../../shared/api/endpoints/donate';
import { shopEndpoints } from '../../../shared/api/endpoints/shop';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { isApiError } from '../../../shared/api/errors';
import { useEndpoints, useMessages, useServices, useT } from '../../../shared/runtime/context';
import { LoadView } from '../../../shared/ui/load-view';
import { withSanitizer } from '../../../shared/ui/sanitize';
import { useLoad, type LoadState } from '../../../shared/ui/use-load';
import { useApp } from '../app-context';
import { caseCart, goodsCart, offeredMethod } from '../checkout/cart';
import { CaseBuy } from './case-buy';
import { CaseContents } from './case-contents';
import { caseOptions, soldOut, type CaseOption } from './case-options';
import { CoinModal, type CoinOffer, type OpenNow } from '../checkout/coin-modal';
import { Button } from '../../../shared/ui/button';
import { Crumbs, StoreLink } from '../crumbs';
import { limitedShortfall } from '../numbers/quantity';
import { usePurchase } from '../checkout/use-purchase';
import { RouletteMount, useOwnedCase } from './use-owned-case';
import { donate as donateMessages } from '../messages';
import { Image } from '../../../shared/ui/image';
import { checkout } from '../checkout/checkout.messages';
import { donateCases } from './cases.messages';
import { rarity } from '../../../shared/i18n/rarity.messages';

const notFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

/**
 * /donate/case/{id} (signed-in only): the case, every purchase option (docs/widgets/donate.md), and its
 * contents with rarities. "Not found" only on a 404; any other failure offers Retry.
 */
export function CasePage({ id }: { id: number }) {
  const { t } = useT(checkout, donateCases);
  const shopText = useT(donateMessages);
  useMessages(rarity); // the contents' rarity names (a shared dictionary)
  const { nav, config } = useServices();
  const donate = useEndpoints(donateEndpoints);
  const shop = useEndpoints(shopEndpoints);
  const { signedIn, account } = useApp();
  const { state: detail, retry } = useLoad(
    () =>
      signedIn
        ? Promise.all([shop.case(id), donate.data()]).then((d) => (d[0].goods ? withSanitizer(Promise.resolve(d)) : d))
        : Promise.reject(new Error('visitor')),
    [shop, donate, id, signedIn],
  );
  // Goods for this case: in the detail answer when the API sends them (the view then comes whole, no
  // placeholder to shift the page), else GET /api/v1/goods for the player's server once the answer is in.
  const embedded = detail.status === 'ready' ? detail.data[0].goods : undefined;
  const serverKey = account?.server;
  const fetched = useLoad<readonly GoodsItem[]>(
    () => withSanitizer(shop.goods(serverKey ?? '').then((g) => g.goods)),
    [shop, serverKey],
    detail.status === 'ready' && !embedded && !!serverKey,
  );
  const goods: LoadState<readonly GoodsItem[]> = embedded ? { status: 'ready', data: embedded } : fetched.state;
  const retryGoods = fetched.retry;
  const [error, setError] = useState('');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [coinOffer, setCoinOffer] = useState<CoinOffer | null>(null);
  const [buy] = usePurchase();
  // The player's copies of this case (docs/widgets/donate.md, "Open now"): one tap from here to the roulette.
  const owned = useOwnedCase(id, signedIn);
  const openCase = (userCaseId: number) => {
    setCoinOffer(null);
    owned.open(userCaseId);
  };
  // After a purchase with coins the dialog offers the new count: read once the purchase is in.
  const [openNow, setOpenNow] = useState<OpenNow | null>(null);
  const bought = () => {
    owned.refresh();
    void owned.read().then(
      (found) => found && setOpenNow({ count: found.count, open: () => openCase(found.id) }),
      () => {},
    );
  };
  const mine = owned.owned;

  useEffect(() => {
    if (!signedIn) nav.assign(nav.localePath('/'));
  }, [signedIn, nav]);
  const name = detail.status === 'ready' ? detail.data[0].case.name : '';
  useEffect(() => {
    if (name) nav.title(`${config.productName} — ${name}`);
  }, [name, nav, config]);

  if (!signedIn) return null;
  if (owned.opened !== null) return <RouletteMount userCaseId={owned.opened} />;
  if (detail.status !== 'ready') {
    const missing = detail.status === 'error' && notFound(detail.error);
    return (
      <LoadView
        state={detail}
        block="wgt-donate"
        error={t(missing ? 'donateCases.notFound' : 'donateCases.loadFailed')}
        onRetry={missing ? undefined : retry}
        notFound={missing}
        action={missing ? <StoreLink label={t('checkout.back')} /> : undefined}
      />
    );
  }
  const [{ case: item, items }, data] = detail.data;
  const server = data.servers.find((s) => s.key === account?.server);

  /** docs/widgets/donate.md: more copies than are left of a limited case are refused here, without a call. */
  const fits = (option: CaseOption, qty: number) => {
    const left = limitedShortfall(option.count * qty, item);
    setError(left === null ? '' : `${t('checkout.errors.insufficient')} ${left}`);
    return left === null;
  };
  const onMoney = (option: CaseOption, qty: number) => {
    if (!fits(option, qty)) return;
    if (!account || !server) return setError(shopText.t('donate.errors.server'));
    const base = { email: account.email, server, qty, paymentMethod: offeredMethod(data.payment_groups) };
    setBusyKey(option.key);
    void buy(
      option.goods
        ? goodsCart({ ...base, goods: { ...option.goods, product_id: item.id, product_type: 'cases' } })
        : caseCart({ ...base, item: { ...item, price: option.price } }),
    ).finally(() => setBusyKey(null));
  };
  const onCoins = (option: CaseOption, qty: number) => {
    if (!fits(option, qty)) return;
    setCoinOffer({
      productId: option.goods?.id ?? item.id,
      name: option.name,
      // The case's own art, as on the page (the goods image in the dialog was tinted otherwise).
      image: item.imageName,
      description: option.goods?.description ?? item.description,
      unit: option.coins,
      qty,
    });
  };

  return (
    <div className="wgt-donate__case">
      <Crumbs current={item.name} middle={[{ to: '/donate#cases', label: t('donateCases.title') }]} />
      <div className="wgt-donate__case-head">
        <Image src={item.imageName} alt="" width="220" height="220" />
        <div className="wgt-donate__case-info">
          <h2 className="wgt-donate__heading">
            <bdi>{item.name}</bdi>
          </h2>
          {item.description && <p>{item.description}</p>}
          {item.isLimited && (
            <p className="wgt-cases__left">{t('donateCases.left', { n: item.limitedCaseQuantity ?? 0 })}</p>
          )}
          {mine && (
            <Button kind="secondary" className="wgt-donate__open-now" onClick={() => openCase(mine.id)}>
              {t('donateCases.openNow', { n: mine.count })}
            </Button>
          )}
          <LoadView state={goods} block="wgt-donate" error={shopText.t('donate.loadFailed')} onRetry={retryGoods}>
            {(list) => (
              <CaseBuy
                options={caseOptions(item, list)}
                caseImage={item.imageName}
                soldOut={soldOut(item)}
                busyKey={busyKey}
                onMoney={onMoney}
                onCoins={onCoins}
              />
            )}
          </LoadView>
          {error && (
            <p className="wgt-donate__alert" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      <CaseContents items={items} />
      {coinOffer && (
        <CoinModal
          offer={coinOffer}
          onClose={() => {
            setCoinOffer(null);
            setOpenNow(null);
          }}
          onBought={bought}
          openNow={openNow}
        />
      )}
    </div>
  );
}
