import { html } from './html';
import { slimPage } from './layout';
import type { Locale } from '../../shared/i18n/locales';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Донат' },
  uk: { title: 'Донат' },
  en: { title: 'Donate' },
};
const SCREENS: Record<string, Record<Locale, string>> = {
  '/donate/verification-payment': { ru: 'Проверка данных', uk: 'Перевірка даних', en: 'Data verification' },
  '/donate/success': { ru: 'Оплата прошла успешно', uk: 'Оплата пройшла успішно', en: 'Payment successful' },
  '/donate/fail': { ru: 'Ошибка оплаты', uk: 'Помилка оплати', en: 'Payment error' },
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
  // The host's support page: the payment fail page links it (docs/widgets/donate.md, option `support`).
  const mount = html`<div data-widget="donate" data-support="https://support.nova-rp.example/"${
    preload ? html` data-server="${preload}"` : ''
  }></div>`;
  // One slim header on every path of the area: the widget routes inside one page, so a header that differed by
  // path was 110 px on a full load of the shop and 50 on one of the check page. Each screen has its
  // own heading in the widget; the tab title names the screen. The title at its own size (label: false, 28 px on
  // a phone: site-chrome.css), so the shop's largest paint stays the host's (e2e/largest-paint.spec.ts).
  const screen = SCREENS[ctx.path.replace(/\/+$/, '')];
  const body = slimPage(ctx, c.title, mount, { label: false });
  // `?tags=preload`: the backend's preload tags (docs/BACKEND.md), the case page's part with them; without,
  // the one tag, so both paths are tested (e2e/round-trips.spec.ts).
  const casePage = /^\/donate\/case\/\d+\/?$/.test(ctx.path) && ctx.user !== undefined;
  return {
    title: screen ? `${ctx.t(screen)} — ${c.title}` : c.title,
    body,
    bodyClass: 'page-donate',
    preload: ctx.query.get('tags') === 'preload',
    parts: casePage ? ['widgets/donate/cases/case-page'] : [],
    scripts: [failing ? '/assets/recaptcha-stub-fail.js' : '/assets/recaptcha-stub.js'],
  };
};
