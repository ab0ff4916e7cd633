import { useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { useServices, useT } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { useSignedInOnly } from '../../shared/ui/use-sign-in';
import { MeBar } from './me-bar';
import { TAB_VIEWS } from './tab-views';
import { hashFor, TABS, tabFromHash, type TabId } from './tabs';
import { useUser } from './use-user';
import { VerifyBar } from './verify-bar';
import { cabinet } from './messages';

const TAB_TEXT = {
  profile: 'cabinet.tabs.profile',
  inventory: 'cabinet.tabs.inventory',
  'ref-system': 'cabinet.tabs.ref-system',
  settings: 'cabinet.tabs.settings',
} as const satisfies Record<TabId, MessageKey<typeof cabinet>>;

/** The player cabinet. Without a token there is nothing to show: the player goes to the sign-in page. */
export function Cabinet() {
  return useSignedInOnly() ? <SignedIn /> : null;
}

function SignedIn() {
  const { nav, config } = useServices();
  const { t } = useT(cabinet);
  const ids = useTabIds();
  const [tab, setTab] = useState<TabId>(() => tabFromHash(nav.hash()));
  const [openedCase, setOpenedCase] = useState<number | null>(null);
  // The profile's eye on the login hides it on the player's line too (docs/widgets/cabinet.md).
  const [loginShown, setLoginShown] = useState(true);
  const { state, update, retry, refresh } = useUser();

  // Back/forward or an edited address bar change the hash; the tab follows it.
  useEffect(() => nav.onPop(() => setTab(tabFromHash(nav.hash()))), [nav]);
  useEffect(() => nav.title(`${config.productName} — ${t(TAB_TEXT[tab])}`), [nav, config, t, tab]);

  const select = useCallback(
    (id: string) => {
      setTab(id as TabId);
      setOpenedCase(null);
      nav.setHash(hashFor(id as TabId));
    },
    [nav],
  );

  const items = TABS.map((id) => ({ id, label: t(TAB_TEXT[id]) }));
  const Tab = TAB_VIEWS[tab];
  return (
    <div className="wgt-cabinet">
      <MeBar user={state.status === 'ready' ? state.data : undefined} loginShown={loginShown} />
      {state.status === 'ready' && !state.data.isVerified && <VerifyBar />}
      <Tabs
        label={t('cabinet.tabs.label')}
        items={items}
        active={tab}
        onSelect={select}
        ids={ids}
        className="wgt-cabinet__tabs"
      />
      <div {...ids.panelProps(tab)} className="wgt-cabinet__panel">
        <LoadView state={state} block="wgt-cabinet" error={t('cabinet.loadError')} onRetry={retry}>
          {(user) => (
            <Tab
              user={user}
              onUser={update}
              refreshUser={refresh}
              openedCase={openedCase}
              onOpenCase={setOpenedCase}
              loginShown={loginShown}
              onLoginShown={setLoginShown}
            />
          )}
        </LoadView>
      </div>
    </div>
  );
}
