import { useCallback } from 'react';
import { useServices, useT } from '../../shared/runtime/context';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { LoadView } from '../../shared/ui/load-view';
import { useSignedInOnly } from '../../shared/ui/use-sign-in';
import { CaseView } from './case-view';
import { roulette } from './messages';
import { useUserCase } from './use-user-case';

export interface RouletteProps {
  /** The user case to show (data-user-case-id). */
  userCaseId: number;
  /** Where the player came from (data-from): its trail leads the crumbs. The shop's case page says "shop". */
  from?: 'cabinet' | 'shop';
}

/**
 * Case detail with the roulette, for signed-in players (others go to /auth). The cabinet and the shop's
 * case page show it in their place and listen for `case:closed`; when no widget hears it (the roulette
 * stands alone on its page), closing goes to the inventory.
 */
export function Roulette({ userCaseId, from = 'cabinet' }: RouletteProps) {
  const { nav, bus } = useServices();
  const { t } = useT(roulette);
  const signedIn = useSignedInOnly();
  const { state, retry } = useUserCase(userCaseId, signedIn && userCaseId > 0);
  const inventory = `${nav.localePath('/cabinet')}#inventory`;
  const close = useCallback(() => {
    if (!bus.emit('case:closed', {})) nav.assign(inventory);
  }, [bus, nav, inventory]);

  if (!signedIn) return null;
  const name = state.status === 'ready' ? state.data.case.name : '';
  // From the shop, the shop's case page's trail (Donate › Cases): ordinary links, the shop routes them itself.
  const trail =
    from === 'shop'
      ? [
          { href: nav.localePath('/donate'), label: t('roulette.shop') },
          { href: `${nav.localePath('/donate')}#cases`, label: t('roulette.shopCases') },
        ]
      : [
          { href: nav.localePath('/cabinet'), label: t('roulette.cabinet') },
          { href: inventory, label: t('roulette.inventory'), follow: close },
        ];
  const crumbs = <Breadcrumbs links={trail} current={name} />;
  if (state.status === 'ready') return <CaseView detail={state.data} onClose={close} crumbs={crumbs} />;
  return (
    <div className="wgt-roulette">
      {crumbs}
      {state.status === 'loading' && userCaseId > 0 ? (
        <div className="wgt-roulette__placeholder" aria-busy="true">
          <span className="wgt-visually-hidden">{t('roulette.loading')}</span>
        </div>
      ) : (
        <LoadView
          state={{ status: 'error' }}
          block="wgt-roulette"
          error={t('roulette.loadError')}
          onRetry={userCaseId > 0 ? retry : undefined}
        />
      )}
    </div>
  );
}
