import { useEffect, useState } from 'react';
import { stripLocale } from '../../shared/i18n/locales';
import type { Nav } from '../../shared/runtime/nav';
import { useServices, useT } from '../../shared/runtime/context';
import { Tabs, useTabIds } from '../../shared/ui/tabs';
import { SignInPanel } from './sign-in-panel';
import { MoreLoading, useMore } from './use-more';
import { useServers } from './use-servers';
import { auth } from './messages';

export type AuthTab = 'signIn' | 'signUp';

export interface AuthProps {
  /** The tab to open with; the page address's `register` flag opens sign-up regardless. */
  tab?: AuthTab;
}

/** Sign in and sign up as two tabs (a signed-in player gets links instead). Only the active tab is rendered, so switching clears what was typed. */
export function Auth(props: AuthProps) {
  const { session } = useServices();
  return session.signedIn ? <SignedIn /> : <AuthTabs {...props} />;
}

function AuthTabs({ tab }: AuthProps) {
  const { nav } = useServices();
  const { t } = useT(auth);
  const ids = useTabIds();
  const [active, setActive] = useState<AuthTab>(() => (nav.search().has('register') ? 'signUp' : (tab ?? 'signIn')));
  const servers = useServers();
  const more = useMore(active === 'signUp');
  const items = [
    { id: 'signIn', label: t('auth.tabs.signIn') },
    { id: 'signUp', label: t('auth.tabs.signUp') },
  ];
  return (
    // The player's first touch (a press, or focus from the keyboard) asks for the other forms.
    <div className="wgt-auth" onPointerDown={more.want} onFocus={more.want}>
      <Tabs
        label={t('auth.tabs.label')}
        items={items}
        active={active}
        onSelect={(id) => {
          if (id === 'signUp') more.want();
          setActive(id as AuthTab);
        }}
        ids={ids}
        className="wgt-auth__tabs"
      />
      <div {...ids.panelProps(active)} className="wgt-auth__panel">
        {active === 'signIn' ? (
          <SignInPanel servers={servers} more={more} />
        ) : more.forms ? (
          <more.forms.SignUpPanel servers={servers} />
        ) : (
          <MoreLoading more={more} />
        )}
      </div>
    </div>
  );
}

const AUTH_PAGE = /^\/auth\/?(?:[?#]|$)/;

/**
 * Where a signed-in player on the auth page goes (docs/widgets/auth.md): the `return` query parameter
 * when the URL policy accepts it as a same-site address (and it is not the auth page), else the cabinet.
 */
export function signedInTarget(nav: Nav): string {
  const raw = nav.search().get('return');
  const back = raw ? nav.url(raw, 'site') : undefined;
  return back && !AUTH_PAGE.test(stripLocale(back).path) ? back : nav.localePath('/cabinet');
}

/** A signed-in player is taken on at once; the links stay for the moment the next page takes to load. */
function SignedIn() {
  const { nav } = useServices();
  const { t } = useT(auth);
  useEffect(() => void nav.assign(signedInTarget(nav)), [nav]);
  return (
    <div className="wgt-auth wgt-auth--signed-in">
      <p className="wgt-auth__title" role="status">
        {t('auth.signedIn.title')}
      </p>
      <div className="wgt-auth__actions">
        <a className="wgt-btn wgt-btn--primary" href={nav.localePath('/cabinet')}>
          <span className="wgt-btn__label">{t('auth.signedIn.cabinet')}</span>
        </a>
        <a className="wgt-btn wgt-btn--ghost" href={nav.localePath('/')}>
          <span className="wgt-btn__label">{t('auth.signedIn.home')}</span>
        </a>
      </div>
    </div>
  );
}
