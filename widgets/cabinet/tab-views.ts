import type { ComponentType } from 'react';
import { lazyView } from '../../shared/ui/lazy-view';
import ProfileTab from './profile-tab';
import type { TabProps } from './tab-props';
import type { TabId } from './tabs';

// The profile, the tab a visit opens on, comes with the shell; each other tab is its own part, loaded
// when it is first opened (a failed load says so in the panel, with Retry).
export const TAB_VIEWS: Record<TabId, ComponentType<TabProps>> = {
  profile: ProfileTab,
  inventory: lazyView('the inventory tab', 'wgt-cabinet', () => import('./inventory-tab').then((m) => m.default)),
  'ref-system': lazyView('the referral tab', 'wgt-cabinet', () => import('./referral-tab').then((m) => m.default)),
  settings: lazyView('the settings tab', 'wgt-cabinet', () => import('./settings-tab').then((m) => m.default)),
};
