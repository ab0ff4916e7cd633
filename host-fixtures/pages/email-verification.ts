import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

// A non-breaking hyphen: the uppercase page title must not break "E-MAIL" over two lines on a phone.
const COPY = {
  ru: { title: 'Подтверждение e‑mail', lead: 'Проверяем ссылку из письма.' },
  uk: { title: 'Підтвердження e‑mail', lead: 'Перевіряємо посилання з листа.' },
  en: { title: 'E‑mail verification', lead: 'Checking the link from your e-mail.' },
};

export const emailVerificationPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return {
    title: c.title,
    body: simplePage(
      ctx,
      c.title,
      c.lead,
      html`<div class="${ctx.query.get('token') ? 'verify-slot verify-slot-pending' : 'verify-slot'}" data-widget="email-verification"></div>`,
    ),
    bodyClass: 'page-email-verification',
  };
};
