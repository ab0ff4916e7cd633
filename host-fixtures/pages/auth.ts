import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Вход', lead: 'Войдите в аккаунт или зарегистрируйтесь, чтобы продолжить.' },
  uk: { title: 'Вхід', lead: 'Увійдіть в акаунт або зареєструйтеся, щоб продовжити.' },
  en: { title: 'Sign in', lead: 'Sign in to your account or create one to continue.' },
};

export const authPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return { title: c.title, body: simplePage(ctx, c.title, c.lead), bodyClass: 'page-auth' };
};
