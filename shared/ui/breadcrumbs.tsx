import { followOnPlainClick } from './plain-click';

export interface Crumb {
  href: string;
  label: string;
  /** Follows the link in the page (client routing); without it the link is an ordinary one. */
  follow?: () => void;
}

/** Breadcrumbs: real links (a new tab works), then the current page, if any. */
export function Breadcrumbs({ label, links, current }: { label: string; links: readonly Crumb[]; current?: string }) {
  return (
    <nav className="wgt-crumbs" aria-label={label}>
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
