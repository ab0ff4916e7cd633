import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '../../shared/runtime/context';
import { useApp } from './app-context';
import { PATHS } from './route';

/** A link inside the donate area: a real href (new tab works), client routing on a plain click. */
export function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { nav } = useServices();
  const { go } = useApp();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a href={nav.localePath(to)} className={className} onClick={click}>
      {children}
    </a>
  );
}

export function StoreLink({ label }: { label: string }) {
  return (
    <AppLink to={PATHS.shop} className="wgt-btn wgt-btn--secondary">
      {label}
    </AppLink>
  );
}

/** Breadcrumbs: Donate › (middle links) › current page. */
export function Crumbs({
  current,
  middle = [],
}: {
  current: string;
  middle?: readonly { to: string; label: string }[];
}) {
  const { i18n } = useServices();
  return (
    <nav className="wgt-donate__crumbs" aria-label={i18n.t('checkout.crumbs')}>
      <ol>
        <li>
          <AppLink to={PATHS.shop}>{i18n.t('donate.title')}</AppLink>
        </li>
        {middle.map((m) => (
          <li key={m.to}>
            <AppLink to={m.to}>{m.label}</AppLink>
          </li>
        ))}
        <li aria-current="page">
          <bdi>{current}</bdi>
        </li>
      </ol>
    </nav>
  );
}
