import type { ReactNode } from 'react';
import { useServices, useT } from '../../shared/runtime/context';
import { donate } from './messages';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { followOnPlainClick } from '../../shared/ui/plain-click';
import { useApp } from './app-context';
import { PATHS } from './route';

/** A link inside the donate area: a real href (new tab works), client routing on a plain click. */
export function AppLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { nav } = useServices();
  const { go } = useApp();
  return (
    <a href={nav.localePath(to)} className={className} onClick={followOnPlainClick(() => go(to))}>
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
  const { nav } = useServices();
  const { t } = useT(donate);
  const { go } = useApp();
  const links = [{ to: PATHS.shop, label: t('donate.title') }, ...middle].map(({ to, label }) => ({
    href: nav.localePath(to),
    label,
    follow: () => go(to),
  }));
  return <Breadcrumbs links={links} current={current} />;
}
