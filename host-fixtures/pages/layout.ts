import { layoutCopy } from './copy';
import { html, type Html } from './html';
import { LOCALES, type PageCtx } from './types';

export function logoMark(): Html {
  return html`<svg class="logo-mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
    <defs><linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffb648"/><stop offset="1" stop-color="#ff5a36"/></linearGradient></defs>
    <path d="M20 2 36 11v18L20 38 4 29V11Z" fill="url(#logo-g)"/>
    <path d="M13 27V13h3l8 9v-9h3v14h-3l-8-9v9Z" fill="#160f1f"/>
  </svg>`;
}

function header(ctx: PageCtx): Html {
  const c = (key: string) => layoutCopy(ctx.locale, key);
  const sections = ['about', 'servers', 'news'].map(
    (id) => html`<li><a class="nav-link" href="${ctx.href(`/#${id}`)}">${c(id)}</a></li>`,
  );
  const account = ctx.user
    ? html`<a class="btn btn-ghost btn-sm" href="${ctx.href('/cabinet')}">${c('cabinet')}</a>`
    : html`<a class="btn btn-ghost btn-sm" href="${ctx.href('/auth')}">${c('signIn')}</a>`;
  const languages = LOCALES.map(
    (locale) => html`<a class="lang-link" href="${ctx.href(ctx.path, locale)}" hreflang="${locale}" lang="${locale}"
      ${locale === ctx.locale ? html`aria-current="true"` : ''}>${locale.toUpperCase()}</a>`,
  );
  return html`<header class="site-header">
  <div class="container header-inner">
    <a class="logo" href="${ctx.href('/')}">${logoMark()}<span class="logo-text">Nova<b>RP</b></span></a>
    <nav class="site-nav" aria-label="${c('nav')}">
      <ul class="nav-list">${sections}
        <li><a class="nav-link nav-link-accent" href="${ctx.href('/donate')}">${c('donate')}</a></li>
      </ul>
    </nav>
    <div class="header-actions">
      <nav class="lang-switch" aria-label="${c('language')}">${languages}</nav>
      ${account}
    </div>
  </div>
</header>`;
}

function footer(ctx: PageCtx): Html {
  const c = (key: string) => layoutCopy(ctx.locale, key);
  const terms = ctx.href('/terms'); // /terms for ru, /{locale}/terms otherwise
  return html`<footer class="site-footer">
  <div class="container footer-inner">
    <div class="footer-brand">
      <a class="logo logo-small" href="${ctx.href('/')}">${logoMark()}<span class="logo-text">Nova<b>RP</b></span></a>
      <p class="footer-tagline">${c('tagline')}</p>
    </div>
    <ul class="footer-links">
      <li><a href="${terms}">${c('terms')}</a></li>
      <li><a href="${ctx.href('/donate')}">${c('donate')}</a></li>
      <li><a href="/gallery">${c('gallery')}</a></li>
    </ul>
    <p class="footer-copy">© 2019–2025 Nova RP. ${c('rights')}</p>
  </div>
</footer>`;
}

/** The site chrome around a page's main content. */
export function layout(ctx: PageCtx, main: Html): Html {
  return html`<a class="skip-link" href="#main">${layoutCopy(ctx.locale, 'skip')}</a>
${header(ctx)}
<main id="main" class="site-main">${main}</main>
${footer(ctx)}`;
}

/** A plain content page: a heading, an optional lead, then its content. */
export function simplePage(ctx: PageCtx, heading: string, lead: string, content: Html = html``): Html {
  return layout(
    ctx,
    html`<section class="page-hero"><div class="container">
      <h1 class="page-title">${heading}</h1>${lead ? html`<p class="page-lead">${lead}</p>` : ''}
    </div></section>
    <div class="container page-body">${content}</div>`,
  );
}
