import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Host } from '../host';
import { join } from 'node:path';
import { apiOriginFor, originParts } from '../http/cors';
import { mountPointsOf } from './mount-points';
import { preloadTags } from './preload';
import { sendHtml, type Headers } from '../http/send';
import type { PageSession } from '../session/page-session';
import type { Session } from '../session/sessions';
import { applyScenarioParam } from '../session/scenarios';
import { findUserByToken } from '../state/users';
import { notFoundPage } from './not-found';
import { findPage, pages } from './list';
import { FRAME_ANCESTORS, readFlags, readIntegrity, renderDocument, strictCsp } from './render';
import { stripLocale, withLocale } from '../../shared/i18n/locales';
import type { Locale, PageCtx } from './types';

const KEPT_FLAGS = ['csp', 'build', 'flavor'];

export function localizedHref(locale: Locale, target: string, query: URLSearchParams): string {
  const [beforeHash = '', hash] = target.split('#', 2);
  const [path = '/', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  for (const flag of KEPT_FLAGS) {
    const value = query.get(flag);
    if (value !== null && !params.has(flag)) params.set(flag, value);
  }
  const qs = params.toString();
  return `${withLocale(locale, path)}${qs ? `?${qs}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** A rendered page: what servePage sends. */
export interface RenderedPage {
  status: number;
  document: string;
  csp: string;
}

/**
 * The page at `url` as the player holding `token` sees it ('' for a visitor), in `session`: what
 * servePage sends.
 */
export function renderPage(
  host: Host,
  url: URL,
  session: Session,
  token: string,
  hostHeader?: string,
  scheme = 'http',
): RenderedPage {
  const scenarioParam = url.searchParams.get('scenario');
  if (scenarioParam !== null) {
    const problems = applyScenarioParam(session.scenarios, scenarioParam, host.endpointIds);
    for (const problem of problems) console.warn(`[fixture host] ?scenario: ${problem}`);
  }
  const { locale, path } = stripLocale(url.pathname);
  const ctx: PageCtx = {
    locale,
    path,
    query: url.searchParams,
    session,
    user: findUserByToken(session.state.users, token),
    href: (target, to = locale) => localizedHref(to, target, url.searchParams),
    t: (copy) => copy[locale],
    catalogue: { pages, routes: host.routes, endpointIds: host.endpointIds },
  };
  const entry = findPage(path);
  const result = (entry?.page ?? notFoundPage)(ctx);
  const flags = readFlags(url.searchParams);
  const apiOrigin = apiOriginFor(hostHeader, scheme);
  const pageOrigin = `${scheme}://${hostHeader ?? 'localhost'}`;
  const globals = {
    apiUrl: `${apiOrigin}/s/${session.id}`,
    apiToken: token,
    isHome: result.isHome === true,
    locale,
    recaptchaSiteKey: 'fixture-site-key',
    productName: 'Nova RP',
  };
  const preload =
    result.preload && !flags.iife
      ? preloadTags(
          join(host.root, flags.react ? 'dist-react' : 'dist'),
          flags.react ? '/widgets-react/' : '/widgets/',
          locale,
          (entry && mountPointsOf(entry.path, ctx.user !== undefined)?.first) ?? [],
          apiOrigin,
          result.parts,
        )
      : [];
  return {
    status: result.status ?? (entry ? 200 : 404),
    document: renderDocument(
      result,
      globals,
      flags,
      session.csrf,
      result.pinned === false ? {} : readIntegrity(host.root, flags),
      preload,
    ),
    csp: flags.strictCsp ? strictCsp([apiOrigin, pageOrigin]) : FRAME_ANCESTORS,
  };
}

export function servePage(host: Host, req: IncomingMessage, res: ServerResponse, url: URL, ps: PageSession): void {
  const { host: authority, scheme } = originParts(req);
  const page = renderPage(host, url, ps.session, ps.cookies.get('token') ?? '', authority, scheme);
  const headers: Headers = {};
  if (ps.setCookies.length > 0) headers['Set-Cookie'] = ps.setCookies;
  headers['Content-Security-Policy'] = page.csp;
  sendHtml(res, page.status, page.document, headers);
}
