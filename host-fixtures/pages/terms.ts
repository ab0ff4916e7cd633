import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: {
    title: 'Пользовательское соглашение',
    lead: 'Редакция от 01.03.2025',
    points: [
      'Аккаунт принадлежит игроку, передача третьим лицам запрещена.',
      'Покупки внутриигровой валюты не подлежат возврату после зачисления.',
      'Неподтверждённые аккаунты удаляются через 14 дней.',
    ],
  },
  uk: {
    title: 'Угода користувача',
    lead: 'Редакція від 01.03.2025',
    points: [
      'Акаунт належить гравцеві, передача третім особам заборонена.',
      'Покупки внутрішньоігрової валюти не підлягають поверненню після зарахування.',
      'Непідтверджені акаунти видаляються через 14 днів.',
    ],
  },
  en: {
    title: 'Terms of service',
    lead: 'Version of 01.03.2025',
    points: [
      'An account belongs to its player and may not be handed to others.',
      'In-game currency purchases are final once credited.',
      'Unconfirmed accounts are deleted after 14 days.',
    ],
  },
};

export const termsPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  const content = html`<ol class="prose-list">${c.points.map((p) => html`<li>${p}</li>`)}</ol>`;
  return { title: c.title, body: simplePage(ctx, c.title, c.lead, content), bodyClass: 'page-terms' };
};
