// The classic-script build (dist/widgets.iife.js): one self-contained file, so it carries all three
// locales (a classic script cannot pick a locale's chunk).
import { boot } from '../shared/runtime/boot';

boot(window, () => import('./core'));
