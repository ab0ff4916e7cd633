import { shopEndpoints } from '../../../shared/api/endpoints/shop';
import type { Case } from '../../../shared/api/schemas/cases';
import type { GoodsItem } from '../../../shared/api/schemas/shop';
import { useEndpoints, useServices, useT } from '../../../shared/runtime/context';
import { LoadView } from '../../../shared/ui/load-view';
import { padTo } from '../../../shared/ui/pad';
import { useLoad } from '../../../shared/ui/use-load';
import { useApp } from '../app-context';
import { caseOptions, cheapest, soldOut } from './case-options';
import { AppLink } from '../crumbs';
import { PATHS } from '../route';
import { Image } from '../../../shared/ui/image';
import { checkout } from '../checkout/checkout.messages';
import { donateCases } from './cases.messages';
import { donate } from '../messages';

export const MIN_CASE_CARDS = 10;

/**
 * The cases grid (signed-in only), padded with quiet empty cells to at least 10 cards. Each card says
 * what a case costs (the cheapest option, "from" when there are several: the goods for the player's
 * server, as on the case page), or that it is sold out or not on sale, with no Buy then
 * (docs/widgets/donate.md "Cases"). Without the goods answer a card shows its Buy without a price.
 */
export function CasesTab() {
  const { t } = useT(checkout, donateCases, donate);
  const shop = useEndpoints(shopEndpoints);
  const server = useApp().account?.server;
  const { state: list, retry } = useLoad(() => shop.cases(), [shop]);
  const { state: goods } = useLoad<readonly GoodsItem[] | null>(
    () =>
      shop.goods(server ?? '').then(
        (g) => g.goods,
        () => null,
      ),
    [shop, server],
    !!server,
  );
  if (list.status !== 'ready')
    return <LoadView state={list} block="wgt-donate" error={t('donate.loadFailed')} onRetry={retry} />;
  // Once the player's server is known the grid waits for the goods, so the cards appear with their prices.
  if (server && goods.status === 'loading') return <LoadView state={goods} block="wgt-donate" error="" />;
  const known = goods.status === 'ready' ? goods.data : null;
  return (
    <ul className="wgt-cases">
      {padTo(list.data, MIN_CASE_CARDS).map((c, i) =>
        c ? (
          <CaseCard key={c.id} item={c} goods={known} />
        ) : (
          <li key={`empty-${i}`} className="wgt-cases__card wgt-cases__card--empty" aria-hidden="true" />
        ),
      )}
    </ul>
  );
}

function CaseCard({ item, goods }: { item: Case; goods: readonly GoodsItem[] | null }) {
  const { i18n } = useServices();
  const { t, tn } = useT(donateCases, donate);
  const best = cheapest(caseOptions(item, goods ?? []));
  const state = soldOut(item) ? 'sold-out' : goods && !best ? 'off-sale' : 'on-sale';
  const price =
    best &&
    (best.price > 0 ? i18n.money(best.price, 'EUR') : tn('donate.coins', best.coins, { n: i18n.number(best.coins) }));
  return (
    <li className={`wgt-cases__card wgt-cases__card--${state}`} data-case-id={item.id} data-state={state}>
      <Image src={item.imageName} alt="" width="160" height="160" />
      <h3 className="wgt-cases__name">
        <bdi>{item.name}</bdi>
      </h3>
      {state === 'on-sale' ? (
        <>
          {price && <p className="wgt-cases__price">{best.varies ? t('donateCases.from', { price }) : price}</p>}
          {item.isLimited && (
            <p className="wgt-cases__left">{t('donateCases.left', { n: item.limitedCaseQuantity ?? 0 })}</p>
          )}
          <AppLink to={PATHS.case(item.id)} className="wgt-btn wgt-btn--primary">
            {t('donateCases.buy')}
            <span className="wgt-visually-hidden">
              : <bdi>{item.name}</bdi>
            </span>
          </AppLink>
        </>
      ) : (
        <p className="wgt-cases__state">{t(state === 'sold-out' ? 'donateCases.soldOut' : 'donateCases.notOnSale')}</p>
      )}
    </li>
  );
}
