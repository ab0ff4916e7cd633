import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Вход', lead: 'Войдите в аккаунт или зарегистрируйтесь, чтобы продолжить.' },
  uk: { title: 'Вхід', lead: 'Увійдіть в акаунт або зареєструйтеся, щоб продовжити.' },
  en: { title: 'Sign in', lead: 'Sign in to your account or create one to continue.' },
};

/**
 * The sign-in page (also the destination after a 401). `?register` opens the sign-up tab. A signed-in
 * player gets the widget too: it shows "you are already signed in" with links to the cabinet and home.
 */
export const authPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return {
    title: c.title,
    body: simplePage(ctx, c.title, c.lead, html`<div class="auth-slot"><div data-widget="auth"></div></div>`),
    bodyClass: 'page-auth',
  };
};
