// The classic-script build (dist/widgets.iife.js): one self-contained file, so it carries all three
// locales (a classic script cannot pick a locale's chunk) and every widget (esbuild inlines the
// registry's imports).
import { boot } from '../shared/runtime/boot';
import { start } from '../shared/runtime/start';
import { registry } from './registry';

boot(window, () => Promise.resolve({ start: (win, bus) => start(win, registry, bus) }));
