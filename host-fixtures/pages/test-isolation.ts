import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

/** E2E: bad options and an unknown widget must fail alone; the normal counter keeps working. */
export const isolationPage: PageFn = (ctx) => {
  const content = html`<ul class="test-list">
    <li>Bad option A: <div data-widget="online-counter" data-interval="13" id="bad-a"></div></li>
    <li>Bad option B: <div data-widget="online-counter" data-interval="13" id="bad-b"></div></li>
    <li>Normal: <div data-widget="online-counter" id="good"></div></li>
    <li>Unknown: <div data-widget="no-such-widget" id="unknown"></div></li>
  </ul>`;
  return {
    title: 'Test: isolation',
    body: simplePage(ctx, 'Isolation', 'Broken mount points next to a working one.', content),
    bodyClass: 'page-test',
    // e2e/platform.spec.ts re-signs a widget file and the loader here, which the page's pinned tag would refuse.
    pinned: false,
  };
};
