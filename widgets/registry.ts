import type { Registry } from '../shared/runtime/registry';

/**
 * Every widget: name → its definition. The widgets are the folders `widgets/<name>/` with an index (the
 * one list, docs/ARCHITECTURE.md): the build writes this module from them (`registryPlugin` in
 * scripts/build-helpers.mjs: the chrome's four from widgets/chrome.ts, every other a lazy import). Only
 * the classic-script build imports it; the ESM build's loader carries its own manifest.
 */
export declare const registry: Registry;
