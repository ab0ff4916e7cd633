import { HOME_COPY } from './home-copy';
import { awards, benefits, media, serverTabs, startTabBox } from './home-sections';
import { html } from './html';
import { layout } from './layout';
import type { PageFn } from './types';

export const homePage: PageFn = (ctx) => {
  const c = ctx.t(HOME_COPY);
  const body = html`<section class="hero" id="top">
  <div class="container hero-inner">
    <p class="hero-eyebrow">${c.eyebrow}</p>
    <h1 class="hero-title">Nova <span class="accent">RP</span></h1>
    <p class="hero-lead">${c.lead}</p>
    <div class="hero-online"><span class="online-dot" aria-hidden="true"></span>
      <span>${c.online}</span> <span data-widget="online-counter"></span></div>
    <div class="hero-actions">
      <a class="btn btn-primary" href="${ctx.href('/#start')}">${c.play}</a>
      <a class="btn btn-ghost" href="${ctx.href('/donate')}">${c.donate}</a>
    </div>
  </div>
</section>
<section class="section" id="about">
  <div class="container">
    <h2 class="section-title">${c.aboutTitle}</h2>
    <p class="section-lead">${c.aboutLead}</p>
    <ul class="card-grid" data-widget="reveal" data-widget-defer>${c.about.map(
      (card, i) => html`<li class="feature-card"><span class="feature-index">0${i + 1}</span>
        <h3>${card.title}</h3><p>${card.text}</p></li>`,
    )}</ul>
  </div>
</section>
<section class="section section-alt" id="servers">
  <div class="container">
    <h2 class="section-title">${c.serversTitle}</h2>
    <p class="section-lead">${c.serversLead}</p>
    ${serverTabs(ctx, c.serverTags, c.serversTitle)}
  </div>
</section>
${benefits(ctx)}
${media(ctx)}
${awards(ctx)}
<section class="section section-alt" id="news">
  <div class="container">
    <h2 class="section-title">${c.newsTitle}</h2>
    <ul class="card-grid" data-widget="reveal" data-widget-defer data-interval="300">${c.news.map(
      (
        item,
        i,
      ) => html`<li class="news-card"><img class="news-image" src="/img/news/${String(i)}.svg?hue=${String((i * 97 + 20) % 360)}" alt="" width="320" height="180" loading="lazy">
        <time class="news-date">${item.date}</time>
        <h3>${item.title}</h3><p>${item.text}</p></li>`,
    )}</ul>
  </div>
</section>
<section class="section" id="start">
  <div class="container">
    <h2 class="section-title">${c.startTitle}</h2>
    <ol class="steps steps-intro">${c.start.map((step) => html`<li class="step"><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol>
    ${startTabBox(ctx)}
  </div>
</section>
<div data-widget="banner" data-place="website"></div>`;
  return { title: c.title, body: layout(ctx, body), isHome: true, bodyClass: 'page-home' };
};
