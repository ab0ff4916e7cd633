import { LOCALES, withLocale } from '../../shared/i18n/locales';
import { scenarioPanel } from './gallery-panel';
import { html, type Html } from './html';
import { layout } from './layout';
import type { PageCtx, PageEntry, PageFn } from './types';

const VARIANTS: [string, (path: string) => string][] = [
  ...LOCALES.map((locale): [string, (path: string) => string] => [locale, (path) => withLocale(locale, path)]),
  ['strict CSP', (path) => withQuery(path, '?csp=strict')],
  ['IIFE', (path) => withQuery(path, '?build=iife')],
  ['React', (path) => withQuery(path, '?flavor=react')],
];

function withQuery(path: string, query: string): string {
  if (!query) return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

function pageRows(entries: readonly PageEntry[]): Html[] {
  return entries.flatMap((entry) =>
    [entry.path, ...(entry.examples ?? [])].map(
      (path) => html`<tr>
        <th scope="row">${path === entry.path ? entry.label : ''} <code class="path">${path}</code></th>
        ${VARIANTS.map(([name, address]) => html`<td><a href="${address(path)}">${name}</a></td>`)}
      </tr>`,
    ),
  );
}

function pagesTable(id: string, title: string, entries: readonly PageEntry[]): Html {
  return html`<section class="panel" id="${id}" aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title}</h2>
    <div class="table-wrap"><table class="fx-table">
      <thead><tr><th scope="col">Page</th>${VARIANTS.map(([name]) => html`<th scope="col">${name}</th>`)}</tr></thead>
      <tbody>${pageRows(entries)}</tbody>
    </table></div>
  </section>`;
}

function sessionPanel(ctx: PageCtx): Html {
  const users = ctx.session.state.users.map(
    (u) => html`<li><a class="btn btn-sm ${ctx.user?.id === u.id ? 'btn-primary' : 'btn-ghost'}"
      href="/__fixtures/login-as?user=${u.alias}&amp;next=/gallery">${u.alias}</a>
      <span class="muted">${u.email} · ${u.login} · ${u.premiumCoins} coins${u.isTwoFaEnabled ? ' · 2FA' : ''}${u.isVerified ? '' : ' · unverified'}</span></li>`,
  );
  return html`<section class="panel" id="session" aria-labelledby="session-title">
    <h2 id="session-title">Session</h2>
    <p>Session <code>${ctx.session.id}</code> ·
      ${ctx.user ? html`signed in as <strong>${ctx.user.alias}</strong> (<code>${ctx.user.tokens[0] ?? ''}</code>)` : html`visitor (no token)`}</p>
    <h3>Sign in as</h3>
    <ul class="user-list">${users}</ul>
    ${resetCodes(ctx)}
    <div class="button-row">
      <a class="btn btn-sm btn-ghost" href="/__fixtures/logout?next=/gallery">Sign out</a>
      <form method="post" action="/__fixtures/reset" class="inline-form">
        <input type="hidden" name="next" value="/gallery"><button class="btn btn-sm btn-danger">Reset this session</button>
      </form>
      <form method="post" action="/__fixtures/reset" class="inline-form">
        <input type="hidden" name="next" value="/gallery"><input type="hidden" name="all" value="1">
        <button class="btn btn-sm btn-ghost">Reset every session</button>
      </form>
      <a class="btn btn-sm btn-ghost" href="/__fixtures/state">State (JSON)</a>
      <a class="btn btn-sm btn-ghost" href="/__fixtures/requests">Request log (JSON)</a>
    </div>
  </section>`;
}

/** Password-reset codes in flight (what the e-mail would carry), for QA walking the reset flow. */
function resetCodes(ctx: PageCtx): Html {
  const codes = Object.entries(ctx.session.state.auth.resetCodes);
  return html`<h3>Password-reset codes</h3>
    ${
      codes.length === 0
        ? html`<p class="muted">None pending: request one with "Forgot password?" on <a href="/auth">/auth</a>, then reload this page.</p>`
        : html`<ul class="user-list" id="reset-codes">${codes.map(([email, code]) => html`<li><code>${code}</code> <span class="muted">${email}</span></li>`)}</ul>`
    }`;
}

export const galleryPage: PageFn = (ctx) => {
  const { pages } = ctx.catalogue;
  const body = html`<section class="page-hero page-hero-compact"><div class="container">
    <h1 class="page-title">Fixture gallery</h1>
    <p class="page-lead">Every host page and its variants, the scenario switches, and the seed players.</p>
    <nav class="gallery-toc" aria-label="Gallery sections"><a href="#site-pages">Pages</a> <a href="#test-pages">Test pages</a>
      <a href="#session">Session</a> <a href="#scenarios">Scenarios</a> <a href="#credits">Credits</a></nav>
  </div></section>
  <div class="container gallery">
    ${pagesTable(
      'site-pages',
      'Site pages',
      pages.filter((p) => p.group === 'site'),
    )}
    ${pagesTable(
      'test-pages',
      'Test pages',
      pages.filter((p) => p.group === 'test'),
    )}
    ${sessionPanel(ctx)}
    ${scenarioPanel(ctx)}
    <section class="panel" id="credits" aria-labelledby="credits-title">
      <h2 id="credits-title">Art credits</h2>
      <p>Case, item, coupon, status, banner, news and video pictures use icons from
        <a href="https://game-icons.net/">game-icons.net</a> by Lorc, Delapouite and contributors, licensed
        <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a> (via <code>@iconify-json/game-icons</code>).
        Payment logos are from <a href="https://simpleicons.org/">Simple Icons</a> (CC0); trademarks belong to their owners.
        <code>npm run shots</code> captures every page and state at 375 and 1280 px into <code>shots/index.html</code>.</p>
    </section>
  </div>`;
  return {
    title: 'Fixture gallery',
    body: layout(ctx, body),
    styles: ['/assets/gallery.css'],
    bodyClass: 'page-gallery',
  };
};
