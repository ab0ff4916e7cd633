import { useRef, type ComponentType } from 'react';
import { useServices } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { useLoad } from '../../shared/ui/use-load';
import ProfileTab from './profile-tab';
import type { TabProps } from './tab-props';
import type { TabId } from './tabs';

type TabModule = { default: ComponentType<TabProps> };

// The profile, the tab a visit opens on, comes with the shell; each other tab is its own chunk, loaded
// when it is opened.
const LOADERS: Record<TabId, () => Promise<TabModule>> = {
  profile: () => Promise.resolve({ default: ProfileTab }),
  inventory: () => import('./inventory-tab'),
  'ref-system': () => import('./referral-tab'),
  settings: () => import('./settings-tab'),
};

export function LazyTab({ tab, ...props }: TabProps & { tab: TabId }) {
  const { i18n, log } = useServices();
  // Tabs already loaded show at once when the player comes back to them.
  const loaded = useRef<Partial<Record<TabId, ComponentType<TabProps>>>>({});
  const cached = loaded.current[tab];
  const { state, retry } = useLoad(
    () =>
      LOADERS[tab]().then(
        (module) => ({ tab, Tab: module.default }),
        (error: unknown) => {
          log.warn(`loading the ${tab} tab failed`, error);
          throw error;
        },
      ),
    [tab, log],
    !cached,
  );
  if (state.status === 'ready' && state.data.tab === tab) loaded.current[tab] = state.data.Tab;
  const Tab = loaded.current[tab];
  if (Tab) return <Tab {...props} />;
  // Ready but for the tab before: this one's loading starts with the next effect.
  const shown = state.status === 'ready' ? ({ status: 'loading' } as const) : state;
  return <LoadView state={shown} block="wgt-cabinet" error={i18n.t('cabinet.tabError')} onRetry={retry} />;
}
