import { useServices } from '../../shared/runtime/context';
import { Spinner } from '../../shared/ui/button';
import { padTo } from '../../shared/ui/pad';
import type { UserCaseItem } from './inventory-tab';

export const CASES_MIN_CELLS = 10;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: UserCaseItem[] };

/** The player's cases: a grid padded to 10 cards, or the empty state with a way to the shop. */
export function UserCases({ state, onOpen, onRetry }: { state: State; onOpen(id: number): void; onRetry(): void }) {
  const { i18n, nav } = useServices();
  const t = (key: string) => i18n.t(`inventory.${key}`);
  if (state.status === 'loading')
    return (
      <div className="wgt-cabinet__loading">
        <Spinner label={i18n.t('common.loading')} />
      </div>
    );
  if (state.status === 'error') {
    return (
      <div className="wgt-cabinet__error">
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="wgt-btn wgt-btn--secondary" onClick={onRetry}>
          <span className="wgt-btn__label">{i18n.t('common.retry')}</span>
        </button>
      </div>
    );
  }
  if (state.list.length === 0) {
    return (
      <div className="wgt-inventory__empty">
        <p>{t('empty')}</p>
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/donate#cases')}>
          <span className="wgt-btn__label">{t('buy')}</span>
        </a>
      </div>
    );
  }
  return (
    <ul className="wgt-grid wgt-grid--cases">
      {padTo(state.list, CASES_MIN_CELLS).map((item, i) =>
        item ? (
          <li key={item.id} className="wgt-card" data-user-case={item.id}>
            <img className="wgt-card__image" src={item.case.imageName} alt="" width="160" height="160" loading="lazy" />
            <h2 className="wgt-card__title">
              <bdi>{item.case.name}</bdi>
            </h2>
            <p className="wgt-card__meta">{i18n.tn('inventory.pieces', item.count)}</p>
            <div className="wgt-card__actions">
              <button
                type="button"
                className="wgt-btn wgt-btn--primary"
                disabled={item.count < 1}
                onClick={() => onOpen(item.id)}
                aria-label={`${t('open')}: ${item.case.name}`}
              >
                <span className="wgt-btn__label">{t('open')}</span>
              </button>
              <a
                className="wgt-btn wgt-btn--ghost"
                href={nav.localePath(`/donate/case/${item.case.id}`)}
                aria-label={`${t('buyMore')}: ${item.case.name}`}
              >
                <span className="wgt-btn__label">{t('buyMore')}</span>
              </a>
            </div>
          </li>
        ) : (
          <li key={`empty-${i}`} className="wgt-card wgt-card--empty" aria-hidden="true" />
        ),
      )}
    </ul>
  );
}
