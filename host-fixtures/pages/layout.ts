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

const LANGUAGE_NAMES: Record<string, string> = { ru: 'Русский', uk: 'Українська', en: 'English' };

/** The language dropdown (widget `language`): the links already point at this page in each language. */
function languageMenu(ctx: PageCtx): Html {
  const c = (key: string) => layoutCopy(ctx.locale, key);
  const items = LOCALES.map(
    (locale) => html`<li><a class="lang-link" href="${ctx.href(ctx.path, locale)}" hreflang="${locale}" lang="${locale}"
      ${locale === ctx.locale ? html`aria-current="true"` : ''}>${LANGUAGE_NAMES[locale]}</a></li>`,
  );
  return html`<div class="lang" data-widget="language">
    <button type="button" class="lang-button" data-language-button aria-haspopup="menu" aria-expanded="false">
      <span class="visually-hidden">${c('language')}: </span><span aria-hidden="true">${ctx.locale.toUpperCase()}</span><span class="visually-hidden">${c('languageName')}</span>
      <svg class="lang-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false"><path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>
    </button>
    <ul class="lang-menu" data-language-menu hidden>${items}</ul>
  </div>`;
}

/** The header (widget `nav`): smooth hash links on the home page, burger menu below 1170 px. */
function header(ctx: PageCtx): Html {
  const c = (key: string) => layoutCopy(ctx.locale, key);
  const sections = ['about', 'servers', 'benefits', 'media', 'news'].map(
    (id) => html`<li><a class="nav-link" href="${ctx.href(`/#${id}`)}">${c(id)}</a></li>`,
  );
  // Phones have no room for it in the header bar: there it sits at the end of the menu.
  const menuLogout = ctx.user
    ? html`<li class="nav-item-phone"><button type="button" class="nav-link nav-logout" data-widget="logout">${c('logout')}</button></li>`
    : '';
  const account = ctx.user
    ? html`<a class="btn btn-ghost btn-sm" href="${ctx.href('/cabinet')}">${c('cabinet')}</a>
      <button type="button" class="btn btn-ghost btn-sm btn-logout" data-widget="logout">${c('logout')}</button>`
    : html`<a class="btn btn-ghost btn-sm" href="${ctx.href('/auth')}">${c('signIn')}</a>`;
  return html`<header class="site-header" data-widget="nav">
  <div class="container header-inner">
    <a class="logo" href="${ctx.href('/')}">${logoMark()}<span class="logo-text">Nova<b>RP</b></span></a>
    <nav class="site-nav" id="site-menu" aria-label="${c('nav')}" data-nav-menu>
      <ul class="nav-list">${sections}
        <li><a class="nav-link nav-link-accent" href="${ctx.href('/donate')}">${c('donate')}</a></li>${menuLogout}
      </ul>
    </nav>
    <div class="header-actions">
      ${languageMenu(ctx)}
      ${account}
      <button type="button" class="burger" data-nav-burger aria-expanded="false" aria-controls="site-menu">
        <span class="burger-bars" aria-hidden="true"></span><span class="visually-hidden" data-nav-burger-label>${c('menuOpen')}</span>
      </button>
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

/** The cabinet's in-flow promo slot. */
export const cabinetBannerSlot = ({ defer = false } = {}): Html =>
  html`<div class="container banner-slot" data-widget="banner" data-place="cabinet" data-layout="inline"${
    defer ? html` data-widget-defer` : html``
  }></div>`;

/** The promo slot of a cabinet page (the path names user, profile, cabinet, dashboard or account), else nothing. */
const cabinetBannerOf = (ctx: PageCtx): Html | '' =>
  /user|profile|cabinet|dashboard|account/.test(ctx.path) ? cabinetBannerSlot() : '';

/**
 * The site chrome around a page's main content. Cabinet pages get an in-flow promo slot at the top
 * (the home page places its own overlay banner); `banner: false` leaves it to the page (the case page
 * puts it below the roulette, so the Open button stays on a phone's first screen).
 */
export function layout(ctx: PageCtx, main: Html, { banner = true } = {}): Html {
  const cabinetBanner = banner ? cabinetBannerOf(ctx) : '';
  return html`<a class="skip-link" href="#main">${layoutCopy(ctx.locale, 'skip')}</a>
${header(ctx)}
<main id="main" class="site-main">${cabinetBanner}${main}</main>
${footer(ctx)}
<div data-widget="connection" hidden></div>`;
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

/**
 * A page whose widget has its own headings (the cabinet, the shop's sub-screens): the page title shrinks to a
 * small section label (`label: false`: the title at its phone size, one line, where the page's largest paint must
 * be the host's own, e2e/largest-paint.spec.ts), then a cabinet page's promo strip, so the widget's own content
 * starts on the first screen.
 */
export function slimPage(ctx: PageCtx, heading: string, content: Html, { label = true } = {}): Html {
  return layout(
    ctx,
    html`<section class="page-hero page-hero-slim"><div class="container">
        <h1 class="page-title${label ? ' page-title-small' : ''}">${heading}</h1>
      </div></section>
      ${cabinetBannerOf(ctx)}
      <div class="container page-body page-body-slim">${content}</div>`,
    { banner: false },
  );
}
