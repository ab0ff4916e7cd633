import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Личный кабинет', lead: 'Профиль, инвентарь, реферальная система и настройки.' },
  uk: { title: 'Особистий кабінет', lead: 'Профіль, інвентар, реферальна система та налаштування.' },
  en: { title: 'Player cabinet', lead: 'Profile, inventory, referral programme and settings.' },
};

/** The cabinet: one widget; without a token it sends the player to /auth by itself. */
export const cabinetPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return {
    title: c.title,
    body: simplePage(ctx, c.title, c.lead, html`<div class="cabinet-mount" data-widget="cabinet"></div>`),
    bodyClass: 'page-cabinet',
  };
};
