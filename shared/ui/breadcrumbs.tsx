import { useT } from '../runtime/context';
import { breadcrumbs } from './breadcrumbs.messages';
import { followOnPlainClick } from './plain-click';

export interface Crumb {
  href: string;
  label: string;
  /** Follows the link in the page (client routing); without it the link is an ordinary one. */
  follow?: () => void;
}

/** Breadcrumbs: real links (a new tab works), then the current page, if any. */
export function Breadcrumbs({ links, current }: { links: readonly Crumb[]; current?: string }) {
  const { t } = useT(breadcrumbs);
  return (
    <nav className="wgt-crumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={link.follow && followOnPlainClick(link.follow)}>
              {link.label}
            </a>
          </li>
        ))}
        {/* An API name: in <bdi>, which breaks a word longer than its line (docs/SECURITY.md, "API data"). */}
        {current && (
          <li aria-current="page">
            <bdi>{current}</bdi>
          </li>
        )}
      </ol>
    </nav>
  );
}
