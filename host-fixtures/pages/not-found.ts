import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Страница не найдена', lead: 'Такой страницы нет или она была перемещена.', back: 'На главную' },
  uk: { title: 'Сторінку не знайдено', lead: 'Такої сторінки немає або її було переміщено.', back: 'На головну' },
  en: { title: 'Page not found', lead: 'This page does not exist or has moved.', back: 'Back to home' },
};

export const notFoundPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  const content = html`<p class="error-code" aria-hidden="true">404</p>
    <p><a class="btn btn-primary" href="${ctx.href('/')}">${c.back}</a></p>`;
  return { title: c.title, body: simplePage(ctx, c.title, c.lead, content), status: 404, bodyClass: 'page-404' };
};
