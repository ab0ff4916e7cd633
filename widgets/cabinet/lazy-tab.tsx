import { useEffect, useState, type ComponentType } from 'react';
import { useServices } from '../../shared/runtime/context';
import { Spinner } from '../../shared/ui/button';
import type { TabProps } from './tab-props';
import type { TabId } from './tabs';

type TabModule = { default: ComponentType<TabProps> };

// Each tab is its own chunk: the first paint carries only the shell and the tab on screen.
const LOADERS: Record<TabId, () => Promise<TabModule>> = {
  profile: () => import('./profile-tab'),
  inventory: () => import('./inventory-tab'),
  'ref-system': () => import('./referral-tab'),
  settings: () => import('./settings-tab'),
};

export function LazyTab({ tab, ...props }: TabProps & { tab: TabId }) {
  const { i18n, log } = useServices();
  const [loaded, setLoaded] = useState<Partial<Record<TabId, ComponentType<TabProps>>>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Tab = loaded[tab];

  useEffect(() => {
    if (Tab) return;
    let alive = true;
    setFailed(false);
    LOADERS[tab]().then(
      (module) => alive && setLoaded((all) => ({ ...all, [tab]: module.default })),
      (error: unknown) => {
        log.warn(`loading the ${tab} tab failed`, error);
        if (alive) setFailed(true);
      },
    );
    return () => void (alive = false);
  }, [tab, Tab, attempt, log]);

  if (Tab) return <Tab {...props} />;
  if (failed) {
    return (
      <div className="wgt-cabinet__error">
        <p role="alert">{i18n.t('cabinet.tabError')}</p>
        <button type="button" className="wgt-btn wgt-btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
          <span className="wgt-btn__label">{i18n.t('common.retry')}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="wgt-cabinet__loading">
      <Spinner label={i18n.t('common.loading')} />
    </div>
  );
}
