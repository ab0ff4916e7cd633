import { useEffect, useState } from 'react';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { donateEndpoints } from '../../shared/api/endpoints/donate';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { LoadView } from '../../shared/ui/load-view';
import { useLoad } from '../../shared/ui/use-load';
import { useApp } from './app-context';
import { caseCart } from './cart';
import { CaseContents } from './case-contents';
import { CoinModal, type CoinOffer } from './coin-modal';
import { Crumbs, StoreLink } from './crumbs';
import { limitedShortfall } from './quantity';
import { Stepper } from './stepper';
import { usePurchase } from './use-purchase';

/** /donate/case/{id}: the case, its contents, a quantity, and buying with money or coins (signed-in only). */
export function CasePage({ id }: { id: number }) {
  const { i18n, nav, config } = useServices();
  const cases = useEndpoints(casesEndpoints);
  const donate = useEndpoints(donateEndpoints);
  const { signedIn, account } = useApp();
  const { state: detail } = useLoad(
    () => (signedIn ? Promise.all([cases.show(id), donate.data()]) : Promise.reject(new Error('visitor'))),
    [cases, donate, id, signedIn],
  );
  const [qty, setQty] = useState(1);
  const [error, setError] = useState('');
  const [coinOffer, setCoinOffer] = useState<CoinOffer | null>(null);
  const [buy, { pending }] = usePurchase();

  useEffect(() => {
    if (!signedIn) nav.assign(nav.localePath('/'));
  }, [signedIn, nav]);
  const name = detail.status === 'ready' ? detail.data[0].case.name : '';
  useEffect(() => {
    if (name) nav.title(`${config.productName} — ${name}`);
  }, [name, nav, config]);

  if (!signedIn) return null;
  if (detail.status !== 'ready') {
    const back = <StoreLink label={i18n.t('donate.verify.back')} />;
    return <LoadView state={detail} block="wgt-donate" error={i18n.t('donate.cases.notFound')} action={back} />;
  }
  const [{ case: item, items }, data] = detail.data;
  const server = data.servers.find((s) => s.key === account?.server);

  /** SPEC §5: more than is left of a limited case is refused here, without a call. */
  const fits = () => {
    const left = limitedShortfall(qty, item);
    setError(left === null ? '' : `${i18n.t('donate.errors.insufficient')} ${left}`);
    return left === null;
  };
  const buyMoney = () => {
    if (!fits()) return;
    if (!account || !server) return setError(i18n.t('donate.errors.server'));
    void buy(caseCart({ email: account.email, server, item, qty }));
  };
  const buyCoins = () => {
    if (fits())
      setCoinOffer({
        productId: item.id,
        name: item.name,
        image: item.imageName,
        description: item.description,
        unit: item.premiumCoinsPrice ?? 0,
        qty,
      });
  };

  return (
    <div className="wgt-donate__case">
      <Crumbs current={item.name} middle={[{ to: '/donate#cases', label: i18n.t('donate.cases.title') }]} />
      <div className="wgt-donate__case-head">
        <img src={item.imageName} alt="" width="220" height="220" />
        <div className="wgt-donate__case-info">
          <h2 className="wgt-donate__heading">{item.name}</h2>
          {item.description && <p>{item.description}</p>}
          {item.isLimited && (
            <p className="wgt-cases__left">{i18n.t('donate.cases.left', { n: item.limitedCaseQuantity ?? 0 })}</p>
          )}
          <Stepper value={qty} onChange={(n) => (setQty(n), setError(''))} label={i18n.t('donate.qty')} />
          <div className="wgt-donate__case-buy">
            {(item.price ?? 0) > 0 && (
              <Button busy={pending} onClick={buyMoney}>
                {i18n.t('donate.buy')} · {i18n.money((item.price ?? 0) * qty, 'EUR')}
              </Button>
            )}
            {(item.premiumCoinsPrice ?? 0) > 0 && (
              <Button kind="secondary" onClick={buyCoins}>
                {i18n.t('donate.cases.withCoins')} ·{' '}
                {i18n.tn('donate.coins', (item.premiumCoinsPrice ?? 0) * qty, {
                  n: i18n.number((item.premiumCoinsPrice ?? 0) * qty),
                })}
              </Button>
            )}
          </div>
          {error && (
            <p className="wgt-donate__alert" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      <CaseContents items={items} />
      {coinOffer && <CoinModal offer={coinOffer} onClose={() => setCoinOffer(null)} />}
    </div>
  );
}
