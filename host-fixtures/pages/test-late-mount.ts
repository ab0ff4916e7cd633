import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

/** E2E: mount points added and removed after load (the script is a static file, so strict CSP allows it). */
export const lateMountPage: PageFn = (ctx) => {
  const content = html`<div class="test-toolbar">
    <button type="button" class="btn btn-primary" id="add">Add online-counter</button>
    <button type="button" class="btn btn-ghost" id="remove">Remove online-counter</button>
  </div>
  <div id="slot" class="test-slot"></div>`;
  return {
    title: 'Test: late mount',
    body: simplePage(ctx, 'Late mount', 'No mount point in the HTML; #add appends one, #remove removes it.', content),
    scripts: ['/assets/late-mount.js'],
    bodyClass: 'page-test',
  };
};
