import { useEffect, useState } from 'react';
import { donateEndpoints } from '../../shared/api/endpoints/donate';
import { PRODUCT_TYPES } from '../../shared/api/product-types';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { donate as donateMessages } from './messages';
import { lazyView } from '../../shared/ui/lazy-view';
import { LoadView } from '../../shared/ui/load-view';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { useLoad } from '../../shared/ui/use-load';
import { useApp } from './app-context';
import { CoinsForm } from './coins/coins-form';

const GoodsTab = lazyView('the goods tab', 'wgt-donate', () => import('./goods/goods-tab').then((m) => m.GoodsTab));
const CasesTab = lazyView('the cases tab', 'wgt-donate', () => import('./cases/cases-tab').then((m) => m.CasesTab));

export const DEFAULT_TAB = 'one_coin';

/** Product tabs from GET /api/donate-data; the selected tab is the URL hash (the product type). */
export function Shop() {
  const { nav, config } = useServices();
  const { t } = useT(donateMessages);
  const donate = useEndpoints(donateEndpoints);
  const { signedIn } = useApp();
  const { state: data, retry } = useLoad(() => donate.data(), [donate]);
  const [hash, setHash] = useState(() => nav.hash());
  const ids = useTabIds();

  useEffect(() => nav.onPop(() => setHash(nav.hash())), [nav]);
  useEffect(() => nav.title(`${config.productName} — ${t('donate.title')}`), [nav, config, t]);
  // The cases tab needs a token: a visitor who deep-links to it goes to the home page.
  const redirect = !signedIn && hash === 'cases';
  useEffect(() => {
    if (redirect) nav.assign(nav.localePath('/'));
  }, [redirect, nav]);

  if (redirect) return null;
  if (data.status !== 'ready')
    return <LoadView state={data} block="wgt-donate" error={t('donate.loadFailed')} onRetry={retry} />;

  const { products, servers, payment_groups } = data.data;
  const visible = products.filter((p) => p.type !== 'cases' || signedIn);
  const selectable = visible.filter((p) => !p.is_coming_soon);
  const product =
    selectable.find((p) => p.type === hash) ?? selectable.find((p) => p.type === DEFAULT_TAB) ?? selectable[0];
  const select = (type: string) => {
    nav.setHash(type);
    setHash(type);
  };
  // Live tabs first, coming-soon ones after them (docs/widgets/donate.md): the best section is never behind "Soon".
  const ordered = [...selectable, ...visible.filter((p) => p.is_coming_soon)];
  const items = ordered.map((p) => ({
    id: p.type,
    label: p.tab_title || p.title,
    disabled: p.is_coming_soon === true,
    extra: p.is_coming_soon ? <span className="wgt-donate__soon">{t('donate.comingSoon')}</span> : undefined,
  }));

  return (
    <div className="wgt-donate__shop">
      <Tabs
        label={t('donate.tabs')}
        items={items}
        active={product?.type ?? ''}
        onSelect={select}
        ids={ids}
        className="wgt-donate__tabs"
      />
      {product && (
        <section {...ids.panelProps(product.type)} className="wgt-donate__panel">
          <h2 className="wgt-donate__heading">
            <bdi>{product.title}</bdi>
          </h2>
          {product.type === 'one_coin' && <CoinsForm product={product} servers={servers} groups={payment_groups} />}
          {product.type === 'goods' && <GoodsTab servers={servers} groups={payment_groups} />}
          {product.type === 'cases' && <CasesTab />}
          {!PRODUCT_TYPES.includes(product.type) && <p className="wgt-donate__muted">{t('donate.empty')}</p>}
        </section>
      )}
    </div>
  );
}
