import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

// One title for both tabs: the page's heading does not say "Sign in" over the sign-up form.
const COPY = {
  ru: { title: 'Вход и регистрация', lead: 'Войдите в аккаунт или зарегистрируйтесь, чтобы продолжить.' },
  uk: { title: 'Вхід і реєстрація', lead: 'Увійдіть в акаунт або зареєструйтеся, щоб продовжити.' },
  en: { title: 'Sign in or sign up', lead: 'Sign in to your account or create one to continue.' },
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
