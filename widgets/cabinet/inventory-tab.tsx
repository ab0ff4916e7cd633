import { useEffect, useState } from 'react';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import { shopEndpoints } from '../../shared/api/endpoints/shop';
import { isSoldOut } from '../../shared/api/schemas/cases';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { useLoad } from '../../shared/ui/use-load';
import { focusViewHeading } from '../../shared/ui/view-focus';
import { Coupons } from './coupons';
import type { TabProps } from './tab-props';
import { UserCases } from './user-cases';
import { prize } from '../../shared/i18n/prize.messages';
import { cabinetInventory } from './inventory.messages';

// The list the focus was in is gone: the roulette's heading takes it (the mount point holds it while it loads).
const takeFocus = (el: HTMLElement | null) => {
  const doc = el?.ownerDocument;
  if (el && doc && (doc.activeElement === doc.body || doc.activeElement === null)) focusViewHeading(el);
};

/**
 * Inventory: cases and the donate inventory. Opening a case hands over to the roulette widget: the
 * cabinet emits `case:open-requested` and puts an empty `data-widget="roulette"` mount point where the
 * list was; the page's mounter brings it to life, and `case:closed` brings the list back (the bus tells the
 * roulette a widget heard it, so it does not leave the page).
 */
export default function InventoryTab({ user, refreshUser, openedCase, onOpenCase }: TabProps) {
  const { bus } = useServices();
  const { t } = useT(cabinetInventory, prize);
  const endpoints = useEndpoints(casesEndpoints);
  const shopApi = useEndpoints(shopEndpoints);
  const ids = useTabIds();
  const [sub, setSub] = useState<'cases' | 'coupons'>('cases');
  // The prizes stay mounted once opened (hidden behind the cases): back on their tab they are as left,
  // pages and swaps, without asking the API again (one GET per endpoint a page, docs/widgets/cabinet.md).
  const [couponsSeen, setCouponsSeen] = useState(false);
  const { state: cases, retry, refresh } = useLoad(() => endpoints.userCases(), [endpoints]);
  // The shop's cases say which are sold out: those get no "Buy more" (without the answer, every card has it).
  const { state: shop } = useLoad(() => shopApi.cases(), [shopApi]);
  const soldOut = new Set(shop.status === 'ready' ? shop.data.filter(isSoldOut).map((c) => c.id) : []);

  // Only while the roulette is in its place does the cabinet take `case:closed` (the roulette then stays on the page).
  const showsCase = openedCase !== null;
  useEffect(() => {
    if (!showsCase) return;
    return bus.on('case:closed', () => {
      onOpenCase(null);
      refresh();
      refreshUser();
    });
  }, [bus, showsCase, onOpenCase, refresh, refreshUser]);
  // An open that lands after the player left the case: the counts read on the way back are stale.
  useEffect(
    () =>
      bus.on('cases:changed', () => {
        refresh();
        refreshUser();
      }),
    [bus, refresh, refreshUser],
  );

  const open = (id: number) => {
    bus.emit('case:open-requested', { userCaseId: id });
    onOpenCase(id);
  };

  if (openedCase !== null)
    return (
      <div
        key={openedCase}
        className="wgt-inventory__case"
        data-widget="roulette"
        data-user-case-id={String(openedCase)}
        tabIndex={-1}
        ref={takeFocus}
      />
    );

  const caseCount = cases.status === 'ready' ? cases.data.reduce((sum, c) => sum + c.count, 0) : undefined;
  const items = [
    { id: 'cases', label: t('inventory.tabs.cases'), badge: caseCount },
    { id: 'coupons', label: t('inventory.tabs.coupons'), badge: user.couponCount ?? 0 },
  ];
  return (
    <section className="wgt-inventory">
      <Tabs
        label={t('inventory.tabs.label')}
        items={items}
        active={sub}
        onSelect={(id) => {
          setSub(id as 'cases' | 'coupons');
          if (id === 'coupons') setCouponsSeen(true);
        }}
        ids={ids}
        className="wgt-subtabs"
      />
      <div {...ids.panelProps(sub)} className="wgt-inventory__panel">
        {sub === 'cases' && <UserCases state={cases} soldOut={soldOut} onOpen={open} onRetry={retry} />}
        {(sub === 'coupons' || couponsSeen) && (
          <div hidden={sub !== 'coupons'}>
            <Coupons user={user} />
          </div>
        )}
      </div>
    </section>
  );
}
