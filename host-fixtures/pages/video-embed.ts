import { html } from './html';
import type { PageFn } from './types';

const COPY = {
  ru: {
    title: 'Видеоплеер',
    text: 'Здесь был бы сторонний видеоплеер. Эта страница загружается только после нажатия «Воспроизвести».',
  },
  uk: {
    title: 'Відеоплеєр',
    text: 'Тут був би сторонній відеоплеєр. Ця сторінка завантажується лише після натискання «Відтворити».',
  },
  en: {
    title: 'Video player',
    text: 'A third-party video player would be here. This page loads only after “Play” is pressed.',
  },
};

/** Stands in for a third-party embed (YouTube and the like) inside the `video` widget's iframe. */
export const videoEmbedPage: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return {
    title: c.title,
    bundle: 'none',
    bodyClass: 'page-embed',
    body: html`<div class="embed-player"><p class="embed-badge">▶ ${ctx.query.get('v') ?? 'video'}</p><h1>${c.title}</h1><p>${c.text}</p></div>`,
  };
};
