import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

/** E2E: the bundle script tag is written twice; widgets must still mount once. */
export const doubleLoadPage: PageFn = (ctx) => {
  const content = html`<div class="test-line">Online: <div data-widget="online-counter" id="counter"></div></div>`;
  return {
    title: 'Test: double load',
    body: simplePage(ctx, 'Double load', 'The bundle is included twice on this page.', content),
    bundle: 'twice',
    bodyClass: 'page-test',
  };
};
