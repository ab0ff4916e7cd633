import { useServices, useT } from '../../shared/runtime/context';
import type { UserCase } from '../../shared/api/schemas/cases';
import { Button } from '../../shared/ui/button';
import { LoadView } from '../../shared/ui/load-view';
import { padTo } from '../../shared/ui/pad';
import type { LoadState } from '../../shared/ui/use-load';
import { Image } from '../../shared/ui/image';
import { cabinetInventory } from './inventory.messages';
import { common } from '../../shared/i18n/common.messages';

export const CASES_MIN_CELLS = 10;

/** The player's cases: a grid padded to 10 cards, or the empty state with a way to the shop. */
export function UserCases({
  state,
  soldOut,
  onOpen,
  onRetry,
}: {
  state: LoadState<UserCase[]>;
  /** Ids of shop cases sold out: their cards say so instead of offering "Buy more". */
  soldOut: ReadonlySet<number>;
  onOpen(id: number): void;
  onRetry(): void;
}) {
  const { nav } = useServices();
  const { t, tn } = useT(cabinetInventory, common);
  // Loading: the grid the cases will fill, two placeholder cards the size of real ones, so the first row does not move.
  if (state.status === 'loading')
    return (
      <div aria-busy="true">
        <span className="wgt-visually-hidden">{t('common.loading')}</span>
        <ul className="wgt-grid wgt-grid--cases" aria-hidden="true">
          {padTo([1, 2], CASES_MIN_CELLS).map((card, i) =>
            card ? (
              <li key={i} className="wgt-card wgt-card--skeleton">
                <span className="wgt-skeleton wgt-card__image" />
                <span className="wgt-skeleton wgt-skeleton--title" />
                <span className="wgt-skeleton wgt-skeleton--meta" />
                <span className="wgt-skeleton wgt-skeleton--button" />
                <span className="wgt-skeleton wgt-skeleton--button" />
              </li>
            ) : (
              <li key={i} className="wgt-card wgt-card--empty" />
            ),
          )}
        </ul>
      </div>
    );
  if (state.status !== 'ready')
    return <LoadView state={state} block="wgt-cabinet" error={t('inventory.loadError')} onRetry={onRetry} />;
  if (state.data.length === 0) {
    return (
      <div className="wgt-inventory__empty">
        <p>{t('inventory.empty')}</p>
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/donate#cases')}>
          <span className="wgt-btn__label">{t('inventory.buy')}</span>
        </a>
      </div>
    );
  }
  return (
    <ul className="wgt-grid wgt-grid--cases">
      {padTo(state.data, CASES_MIN_CELLS).map((item, i) =>
        item ? (
          <li key={item.id} className="wgt-card" data-user-case={item.id}>
            <Image
              className="wgt-card__image"
              src={item.case.imageName}
              alt=""
              width="160"
              height="160"
              loading="lazy"
            />
            <h2 className="wgt-card__title">
              <bdi>{item.case.name}</bdi>
            </h2>
            <p className="wgt-card__meta">{tn('inventory.pieces', item.count)}</p>
            <div className="wgt-card__actions">
              <Button
                disabled={item.count < 1}
                onClick={() => onOpen(item.id)}
                aria-label={`${t('inventory.open')}: ${item.case.name}`}
              >
                {t('inventory.open')}
              </Button>
              {soldOut.has(item.case.id) ? (
                <p className="wgt-card__meta">{t('inventory.soldOut')}</p>
              ) : (
                <a
                  className="wgt-btn wgt-btn--ghost"
                  href={nav.localePath(`/donate/case/${item.case.id}`)}
                  aria-label={`${t('inventory.buyMore')}: ${item.case.name}`}
                >
                  <span className="wgt-btn__label">{t('inventory.buyMore')}</span>
                </a>
              )}
            </div>
          </li>
        ) : (
          <li key={`empty-${i}`} className="wgt-card wgt-card--empty" aria-hidden="true" />
        ),
      )}
    </ul>
  );
}
