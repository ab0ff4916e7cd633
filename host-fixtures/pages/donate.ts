import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Донат' },
  uk: { title: 'Донат' },
  en: { title: 'Donate' },
};

/**
 * The donate area: /donate and everything below it (case/{id}, verification-payment, success, fail).
 * One mount point; the `donate` widget routes on the path. The bot-check stub stands in for Google's
 * script (an external file, so it works under strict CSP); the `bot-check` scenario swaps in a stub
 * that yields no token.
 */
export const donatePage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  // The payment page sends the player back in the locale they shopped in.
  ctx.session.state.donate.locale = ctx.locale;
  const failing = ctx.session.scenarios.has('bot-check');
  const preload = ctx.query.get('server');
  const mount = html`<div data-widget="donate"${preload ? html` data-server="${preload}"` : ''}></div>`;
  return {
    title: c.title,
    body: simplePage(ctx, c.title, '', mount),
    bodyClass: 'page-donate',
    scripts: [failing ? '/assets/recaptcha-stub-fail.js' : '/assets/recaptcha-stub.js'],
  };
};
