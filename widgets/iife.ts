// The classic-script build (dist/widgets.iife.js): one self-contained file, so it carries all three
// locales (a classic script cannot pick a locale's chunk) and every widget (esbuild inlines the
// registry's imports). Like the ESM loader, it links a widget's stylesheets, each with its integrity, when
// the widget mounts.
import { boot } from '../shared/runtime/boot';
import { currentScriptUrl, guardDocument } from '../shared/runtime/host-page';
import { start } from '../shared/runtime/start';
import { withStyles, type StyleFile } from '../shared/loader/stylesheets';
import { mountNotifications } from '../shared/ui/notifications';
import { registry } from './registry';

declare const __WIDGETS_STYLES__: Record<string, StyleFile[]>;

guardDocument(window);
const base = currentScriptUrl(document) ?? document.baseURI;

boot(window, () =>
  Promise.resolve({
    run: (win, bus) =>
      start(win, withStyles(registry, __WIDGETS_STYLES__, win.document, base), bus, mountNotifications),
  }),
);
