// The ESM loader (dist/widgets.js): tiny and locale-free. build.mjs writes the manifest of the per-locale
// builds into it, packed; see shared/runtime/manifest.ts.
import { boot } from '../shared/runtime/boot';
import { loadCore, unpackManifest, type PackedManifest } from '../shared/runtime/manifest';

declare const __WIDGETS_MANIFEST__: PackedManifest;

boot(window, (names) => loadCore(window, unpackManifest(__WIDGETS_MANIFEST__), names, import.meta.url));
