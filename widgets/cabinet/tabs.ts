/** The cabinet's tabs, in order; the URL hash names the active one (empty = profile). */
export const TABS = ['profile', 'inventory', 'ref-system', 'settings'] as const;
export type TabId = (typeof TABS)[number];

export function tabFromHash(hash: string): TabId {
  const wanted = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(wanted) ? (wanted as TabId) : 'profile';
}

/** The hash to set for a tab: profile clears it. */
export const hashFor = (tab: TabId): string => (tab === 'profile' ? '' : tab);
