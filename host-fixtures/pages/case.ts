import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Открытие кейса', lead: 'Кейс из вашего инвентаря.' },
  uk: { title: 'Відкриття кейса', lead: 'Кейс з вашого інвентарю.' },
  en: { title: 'Open a case', lead: 'A case from your inventory.' },
};

/**
 * The case detail and roulette alone, as the cabinet shows it: `/cabinet/case?id=11` mounts the widget
 * for user case 11. `&fixture=unknown-item` makes this session's open endpoint answer an item id the case
 * does not hold (the roulette then lands on a random item); `&fixture=` turns it off again.
 */
export const casePage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  const fixture = ctx.query.get('fixture');
  if (fixture !== null) ctx.session.state.caseOpen.unknownItem = fixture === 'unknown-item';
  const id = /^\d+$/.test(ctx.query.get('id') ?? '') ? ctx.query.get('id')! : '11';
  return {
    title: c.title,
    body: simplePage(ctx, c.title, c.lead, html`<div data-widget="roulette" data-user-case-id="${id}"></div>`),
    bodyClass: 'page-case',
  };
};
