import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../shared/runtime/context';
import { KEYS } from '../../shared/storage';
import { lazyView } from '../../shared/ui/lazy-view';
import { AppContext, type DonateApp as App } from './app-context';
import { parseRoute } from './route';
import { Shop } from './shop';
import { useAccount } from './use-account';
import { focusViewHeading } from '../../shared/ui/view-focus';

// The shop is the first screen; the others load when the player gets there.
const CasePage = lazyView('the case page', 'wgt-donate', () => import('./cases/case-page').then((m) => m.CasePage));
const Verification = lazyView('the verification page', 'wgt-donate', () =>
  import('./checkout/verification').then((m) => m.Verification),
);
const Result = lazyView('the payment result', 'wgt-donate', () => import('./result/result').then((m) => m.Result));

export interface DonateProps {
  /** Preloads the server select (a server key), e.g. from a link on the server's page. */
  server?: string;
  /** The host's support page, linked from the payment fail page (checked by the URL policy: site or https). */
  support?: string;
}

/** The donate area as one client-routed app over the History API (docs/widgets/donate.md, Donate area). */
export function DonateApp({ server, support }: DonateProps) {
  const { nav, session, storage } = useServices();
  const { signedIn } = session;
  const [path, setPath] = useState(() => nav.path());
  const account = useAccount();

  // docs/widgets/donate.md: before each navigation a visitor's stored user entry is removed (the first load counts).
  const forgetVisitor = useCallback(() => {
    if (!signedIn) storage.local.remove(KEYS.user);
  }, [signedIn, storage]);
  useEffect(() => {
    forgetVisitor();
    return nav.onPop(() => {
      forgetVisitor();
      setPath(nav.path());
    });
  }, [nav, forgetVisitor]);

  const go = useCallback(
    (to: string) => {
      forgetVisitor();
      nav.push(nav.localePath(to));
      setPath(nav.path());
    },
    [nav, forgetVisitor],
  );
  const supportUrl = useMemo(() => (support === undefined ? undefined : nav.url(support, 'link')), [support, nav]);
  const app = useMemo<App>(
    () => ({ go, signedIn, account, preloadServer: server, support: supportUrl }),
    [go, signedIn, account, server, supportUrl],
  );
  const route = parseRoute(path);
  // A new route replaces the view the focus was in: the focus goes to the new view's heading (the area holds it
  // while the view's part or data loads), not to <body>, so Tab goes on from the top of what the player now sees.
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(path);
  // Before paint, in the same commit that removed the focused control: no moment with the focus on <body>.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || shown.current === path) return;
    shown.current = path;
    const active = el.ownerDocument.activeElement;
    if (active && active !== el.ownerDocument.body && !el.contains(active)) return;
    return focusViewHeading(el);
  }, [path]);

  return (
    <AppContext.Provider value={app}>
      <div ref={box} className="wgt-donate" tabIndex={-1}>
        {route.name === 'shop' && <Shop />}
        {route.name === 'case' && <CasePage key={route.id} id={route.id} />}
        {route.name === 'verification' && <Verification />}
        {(route.name === 'success' || route.name === 'fail') && <Result kind={route.name} />}
      </div>
    </AppContext.Provider>
  );
}
