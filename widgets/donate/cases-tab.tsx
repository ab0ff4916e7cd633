import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { useEndpoints, useMessages, useServices } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { padTo } from '../../shared/ui/pad';
import { useLoad } from '../../shared/ui/use-load';
import { AppLink } from './crumbs';
import { PATHS } from './route';
import { Image } from '../../shared/ui/image';
import { checkout } from './checkout.messages';

export const MIN_CASE_CARDS = 10;

/** The cases grid (signed-in only), padded with empty cells to at least 10 cards. */
export function CasesTab() {
  useMessages(checkout);
  const { i18n } = useServices();
  const cases = useEndpoints(casesEndpoints);
  const { state: list, retry } = useLoad(() => cases.list(), [cases]);
  if (list.status !== 'ready')
    return <LoadView state={list} block="wgt-donate" error={i18n.t('donate.loadFailed')} onRetry={retry} />;
  return (
    <ul className="wgt-cases">
      {padTo(list.data, MIN_CASE_CARDS).map((c, i) =>
        c ? (
          <li key={c.id} className="wgt-cases__card" data-case-id={c.id}>
            <Image src={c.imageName} alt="" width="160" height="160" />
            <h3 className="wgt-cases__name">
              <bdi>{c.name}</bdi>
            </h3>
            {c.isLimited && (
              <p className="wgt-cases__left">{i18n.t('checkout.cases.left', { n: c.limitedCaseQuantity ?? 0 })}</p>
            )}
            <AppLink to={PATHS.case(c.id)} className="wgt-btn wgt-btn--primary">
              {i18n.t('checkout.cases.buy')}
              <span className="wgt-visually-hidden">
                : <bdi>{c.name}</bdi>
              </span>
            </AppLink>
          </li>
        ) : (
          <li key={`empty-${i}`} className="wgt-cases__card wgt-cases__card--empty" aria-hidden="true" />
        ),
      )}
    </ul>
  );
}
