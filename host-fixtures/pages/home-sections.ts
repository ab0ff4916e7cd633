import { formatNumber } from '../../shared/i18n/format';
import { SECTIONS_COPY } from './home-sections-copy';
import { html, type Html } from './html';
import type { PageCtx } from './types';

const copyIcon = html`<svg class="copy-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M5 5V2.5A1.5 1.5 0 0 1 6.5 1h7A1.5 1.5 0 0 1 15 2.5v7a1.5 1.5 0 0 1-1.5 1.5H11M2.5 5h7A1.5 1.5 0 0 1 11 6.5v7A1.5 1.5 0 0 1 9.5 15h-7A1.5 1.5 0 0 1 1 13.5v-7A1.5 1.5 0 0 1 2.5 5Z" fill="none" stroke="currentColor" stroke-width="1.4"/></svg>`;

/** A click-to-copy server address (widget `copy`). */
export function copyButton(text: string, hint: string): Html {
  return html`<button type="button" class="copy-btn" data-widget="copy" title="${hint}">
    <code data-copy-text>${text}</code>${copyIcon}<span class="visually-hidden"> — ${hint}</span></button>`;
}

/** Server tabs (widget `server-tabs`): only the first panel shows, as it will once the script runs. */
export function serverTabs(ctx: PageCtx, tags: string[], label: string): Html {
  const c = ctx.t(SECTIONS_COPY).serverPoints;
  const servers = ctx.session.state.servers;
  const tabs = servers.map(
    (
      s,
      i,
    ) => html`<button type="button" class="server-tab${i === 0 ? ' is-active' : ''}" data-tab role="tab" id="server-tab-${s.key}"
      aria-controls="server-panel-${s.key}" aria-selected="${String(i === 0)}" tabindex="${i === 0 ? '0' : '-1'}">${s.title}</button>`,
  );
  const panels = servers.map((s, i) => {
    const address = `${s.key}.nova-rp.example:22005`;
    const points = [
      html`<li class="point" data-point><span class="point-label">${c.online}</span><b class="point-value">${formatNumber(ctx.locale, s.baseOnline)}</b></li>`,
      html`<li class="point" data-point><span class="point-label">${c.slots}</span><b class="point-value">3000</b></li>`,
      html`<li class="point point-wide" data-point><span class="point-label">${c.address}</span>${copyButton(address, c.copyHint)}</li>`,
      html`<li class="point" data-point><span class="point-label">${c.start}</span><b class="point-value">${2019 + i}</b></li>`,
      ...c.features.map(
        (f) =>
          html`<li class="point point-feature" data-point><span class="point-check" aria-hidden="true">✓</span>${f}</li>`,
      ),
    ];
    return html`<div class="server-panel${i === 0 ? ' is-active' : ''}" data-panel role="tabpanel" id="server-panel-${s.key}"
      aria-labelledby="server-tab-${s.key}" tabindex="0"${i === 0 ? '' : html` hidden`}>
      <span class="server-tag">${tags[i % tags.length]}</span>
      <ul class="points">${points}</ul>
    </div>`;
  });
  return html`<div class="server-tabs" data-widget="server-tabs">
    <div class="server-tabs-list" role="tablist" aria-label="${label}">${tabs}<span class="server-tabs-indicator" data-tab-indicator aria-hidden="true"></span></div>
    ${panels}
  </div>`;
}

// Drawn by its strokes alone, so its box is what it paints: centred on the title, it looks centred.
const chevron = html`<svg class="accordion-icon" viewBox="0 0 14 8" width="14" height="8" aria-hidden="true" focusable="false"><path d="M1.5 1.5 7 6.5l5.5-5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Benefits accordion (widget `accordion`): the first item open. */
export function benefits(ctx: PageCtx): Html {
  const c = ctx.t(SECTIONS_COPY);
  const items = c.benefits.map(
    (b, i) => html`<div class="accordion-item${i === 0 ? ' is-active' : ''}" data-accordion-item>
      <h3 class="accordion-heading"><button type="button" class="accordion-title" data-accordion-title id="benefit-title-${i}"
        aria-expanded="${String(i === 0)}" aria-controls="benefit-body-${i}"><span>${b.title}</span>${chevron}</button></h3>
      <div class="accordion-body" data-accordion-body id="benefit-body-${i}" role="region" aria-labelledby="benefit-title-${i}"${i === 0 ? '' : html` hidden`}><p>${b.text}</p></div>
    </div>`,
  );
  return html`<section class="section" id="benefits">
  <div class="container benefits-inner">
    <div><h2 class="section-title">${c.benefitsTitle}</h2><p class="section-lead">${c.benefitsLead}</p></div>
    <div class="accordion" data-widget="accordion">${items}</div>
  </div>
</section>`;
}

/** "How to start" as a generic tab box (widget `tab-box`). */
export function startTabBox(ctx: PageCtx): Html {
  const c = ctx.t(SECTIONS_COPY);
  const tabs = c.startTabs.map(
    (
      tab,
      i,
    ) => html`<button type="button" class="tab-box-tab${i === 0 ? ' is-active' : ''}" data-tab-box-tab role="tab" id="start-tab-${i}"
      aria-controls="start-panel-${i}" aria-selected="${String(i === 0)}" tabindex="${i === 0 ? '0' : '-1'}">${tab.label}</button>`,
  );
  const panels = c.startTabs.map(
    (
      tab,
      i,
    ) => html`<div class="tab-box-panel" data-tab-box-panel role="tabpanel" id="start-panel-${i}" aria-labelledby="start-tab-${i}" tabindex="0"${i === 0 ? '' : html` hidden`}>
      <ol class="steps">${tab.steps.map((step) => html`<li class="step"><p>${step}</p></li>`)}</ol>
    </div>`,
  );
  return html`<div class="tab-box" data-widget="tab-box">
    <div class="tab-box-tabs" role="tablist" aria-label="${c.startLabel}">${tabs}</div>
    ${panels}
  </div>`;
}

/** Videos (widget `video`): a local <video> with a play/pause overlay, and a click-to-load embed. */
export function media(ctx: PageCtx): Html {
  const c = ctx.t(SECTIONS_COPY);
  const embed = ctx.href('/test/video-embed?v=update-3-2');
  return html`<section class="section section-alt" id="media">
  <div class="container">
    <h2 class="section-title">${c.mediaTitle}</h2>
    <p class="section-lead">${c.mediaLead}</p>
    <div class="video-grid" data-widget="reveal" data-widget-defer data-interval="300">
      <figure class="video-card">
        <div class="video-frame" data-widget="video" data-widget-defer>
          <video src="/assets/trailer.webm" poster="/img/video/trailer.svg?label=trailer&amp;hue=260" preload="none" playsinline loop width="320" height="180"></video>
          <button type="button" class="video-toggle" data-video-toggle aria-label="${c.trailerPlay}"><span class="video-icon" aria-hidden="true"></span></button>
        </div>
        <figcaption>${c.trailer}</figcaption>
      </figure>
      <figure class="video-card">
        <div class="video-frame" data-widget="video" data-widget-defer data-embed="${embed}" data-embed-hosts="localhost" data-title="${c.embedTitle}">
          <img src="/img/video/update.svg?label=update&amp;hue=30" alt="" width="320" height="180">
          <button type="button" class="video-toggle" data-video-toggle aria-label="${c.embedPlay}"><span class="video-icon" aria-hidden="true"></span></button>
        </div>
        <figcaption>${c.embedTitle}</figcaption>
      </figure>
    </div>
  </div>
</section>`;
}

/** Awards (widget `awards`): four shown, the rest behind the expander. */
export function awards(ctx: PageCtx): Html {
  const c = ctx.t(SECTIONS_COPY);
  const items = c.awards.map(
    (a, i) => html`<li class="award-card"${i < 4 ? '' : html` data-awards-extra hidden`}>
      <svg class="award-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path d="M7 3h10v3h3v2a4 4 0 0 1-4 4 5 5 0 0 1-3 2.8V18h3v3H8v-3h3v-3.2A5 5 0 0 1 8 12a4 4 0 0 1-4-4V6h3Zm10 5v2a2 2 0 0 0 1-2ZM6 8a2 2 0 0 0 1 2V8Z" fill="currentColor"/></svg><h3>${a.title}</h3><p>${a.text}</p></li>`,
  );
  return html`<section class="section" id="awards">
  <div class="container">
    <h2 class="section-title">${c.awardsTitle}</h2>
    <p class="section-lead">${c.awardsLead}</p>
    <div class="awards" data-widget="awards" data-widget-defer>
      <ul class="awards-grid" id="awards-list">${items}</ul>
      <button type="button" class="btn btn-ghost awards-toggle" data-awards-toggle aria-expanded="false" aria-controls="awards-list"
        data-label-more="${c.awardsMore}" data-label-less="${c.awardsLess}">${c.awardsMore}</button>
    </div>
  </div>
</section>`;
}
