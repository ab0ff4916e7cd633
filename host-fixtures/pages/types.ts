import type { Route } from '../api/types';
import type { Session } from '../session/sessions';
import type { UserRecord } from '../state/users';
import type { Html } from './html';

export { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Locale } from '../../shared/i18n/locales';

export interface PageCtx {
  locale: Locale;
  /** Path without the locale prefix, e.g. '/donate/case/3'. */
  path: string;
  query: URLSearchParams;
  session: Session;
  /** The signed-in player (from the `token` cookie), if any. */
  user: UserRecord | undefined;
  /** A site link in this page's locale, keeping the csp/build/flavor flags: href('/terms'), href('/#news'). */
  href(path: string, locale?: Locale): string;
  /** Picks this page's locale variant of a copy. */
  t<T>(copy: Record<Locale, T>): T;
  /** What the host serves, for the gallery. */
  catalogue: { pages: readonly PageEntry[]; routes: readonly Route[]; endpointIds: ReadonlySet<string> };
}

export interface PageResult {
  title: string;
  body: Html;
  status?: number;
  /** Sets window.isHome (only the home page). */
  isHome?: boolean;
  /** 'twice' writes the bundle script tag twice; 'none' leaves it out. */
  bundle?: 'once' | 'twice' | 'none';
  /** false: the bundle's tags carry no integrity (a test re-signs the loader, e2e/support/resign.ts). */
  pinned?: boolean;
  /** Extra stylesheets and deferred scripts (under /assets/, so strict CSP allows them). */
  styles?: string[];
  scripts?: string[];
  /** Class on <body>, e.g. 'page-home'. */
  bodyClass?: string;
  /** The backend's preload tags for the page's widgets (pages/preload.ts, docs/BACKEND.md "Preload tags"). */
  preload?: boolean;
  /** With `preload`: the lazy parts (by id, docs/BACKEND.md "Preload tags") the page's first screen is. */
  parts?: string[];
}

export type PageFn = (ctx: PageCtx) => PageResult;

export interface PageEntry {
  /** Path without locale prefix. */
  path: string;
  /** Also answers every path below, e.g. '/donate' answers '/donate/success'. */
  prefix?: boolean;
  page: PageFn;
  /** Gallery label and group; `examples` are extra paths the gallery links. */
  label: string;
  group: 'site' | 'test' | 'tool';
  examples?: string[];
}
