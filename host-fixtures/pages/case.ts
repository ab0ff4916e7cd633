import { html } from './html';
import { cabinetBannerSlot, layout } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Открытие кейса', offers: 'Акции' },
  uk: { title: 'Відкриття кейса', offers: 'Акції' },
  en: { title: 'Open a case', offers: 'Offers' },
};

/**
 * The case detail and roulette alone, as the cabinet shows it: `/cabinet/case?id=11` mounts the widget
 * for user case 11. The page is compact (a one-line title, the promo banner below the widget, under a
 * heading of its own so the banner's headings keep their order) so that on a phone the strip and its
 * Open button are on the first screen (docs/widgets/roulette.md). `&fixture=unknown-item` makes this session's open
 * endpoint answer an item id the case does not hold (the roulette then lands on a random item),
 * `&fixture=several-coupons` makes one open give three coupons, the case's first item twice and its second
 * once, whatever the draw; `&fixture=` turns either off again.
 */
export const casePage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  const fixture = ctx.query.get('fixture');
  if (fixture !== null) {
    ctx.session.state.caseOpen.unknownItem = fixture === 'unknown-item';
    ctx.session.state.caseOpen.severalCoupons = fixture === 'several-coupons';
  }
  const id = /^\d+$/.test(ctx.query.get('id') ?? '') ? ctx.query.get('id')! : '11';
  return {
    title: c.title,
    body: layout(
      ctx,
      html`<div class="container page-body case-body">
          <h1 class="case-page-title">${c.title}</h1>
          <div data-widget="roulette" data-user-case-id="${id}"></div>
        </div>
        <aside aria-labelledby="case-offers">
          <h2 class="visually-hidden" id="case-offers">${c.offers}</h2>
          ${cabinetBannerSlot({ defer: true })}
        </aside>`,
      { banner: false },
    ),
    bodyClass: 'page-case',
    preload: true, // the backend's preload tags (docs/BACKEND.md)
  };
};
