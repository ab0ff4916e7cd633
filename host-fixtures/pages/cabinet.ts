import { html } from './html';
import { slimPage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: 'Личный кабинет' },
  uk: { title: 'Особистий кабінет' },
  en: { title: 'Player cabinet' },
};

/**
 * The cabinet: one widget; without a token it sends the player to /auth by itself. The page title is a small
 * label, not a hero: the cabinet opens on the player's things (docs/widgets/cabinet.md, "First screen").
 */
export const cabinetPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return {
    title: c.title,
    body: slimPage(ctx, c.title, html`<div class="cabinet-mount" data-widget="cabinet"></div>`, { label: false }),
    bodyClass: 'page-cabinet',
    preload: true, // the backend's preload tags (docs/BACKEND.md); the other site pages have the one tag
  };
};
