import { useCallback, useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { casesEndpoints } from '../../shared/api/endpoints/cases';
import type { UserCase } from '../../shared/api/schemas/cases';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { Coupons } from './coupons';
import type { TabProps } from './tab-props';
import { UserCases } from './user-cases';

export type UserCaseItem = Infer<typeof UserCase>;
type CasesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: UserCaseItem[] };

/**
 * Inventory: cases and the donate inventory. Opening a case hands over to the roulette widget: the
 * cabinet emits `case:open-requested` and puts an empty `data-widget="roulette"` mount point where the
 * list was; the page's mounter brings it to life, and `case:closed` brings the list back.
 */
export default function InventoryTab({ user, refreshUser, openedCase, onOpenCase }: TabProps) {
  const { i18n, bus } = useServices();
  const endpoints = useEndpoints(casesEndpoints);
  const ids = useTabIds();
  const [sub, setSub] = useState<'cases' | 'coupons'>('cases');
  const [cases, setCases] = useState<CasesState>({ status: 'loading' });

  const load = useCallback(() => {
    let alive = true;
    endpoints.userCases().then(
      (list) => alive && setCases({ status: 'ready', list }),
      () => alive && setCases({ status: 'error' }),
    );
    return () => void (alive = false);
  }, [endpoints]);
  useEffect(load, [load]);

  useEffect(
    () =>
      bus.on('case:closed', () => {
        onOpenCase(null);
        load();
        refreshUser();
      }),
    [bus, onOpenCase, load, refreshUser],
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
      />
    );

  const caseCount = cases.status === 'ready' ? cases.list.reduce((sum, c) => sum + c.count, 0) : undefined;
  const items = [
    { id: 'cases', label: i18n.t('inventory.tabs.cases'), badge: caseCount },
    { id: 'coupons', label: i18n.t('inventory.tabs.coupons'), badge: user.couponCount ?? 0 },
  ];
  return (
    <section className="wgt-inventory">
      <Tabs
        label={i18n.t('inventory.tabs.label')}
        items={items}
        active={sub}
        onSelect={(id) => setSub(id as 'cases' | 'coupons')}
        ids={ids}
        className="wgt-subtabs"
      />
      <div {...ids.panelProps(sub)} className="wgt-inventory__panel">
        {sub === 'cases' ? (
          <UserCases state={cases} onOpen={open} onRetry={() => (setCases({ status: 'loading' }), load())} />
        ) : (
          <Coupons user={user} />
        )}
      </div>
    </section>
  );
}
