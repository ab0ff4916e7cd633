import type { Registry } from '../shared/runtime/registry';

/**
 * Every widget of the classic-script build: name → its definition's import. Only declared here: the build
 * writes the body from the folders `widgets/<name>/` (`registryPlugin`, scripts/build-helpers.mjs), so there
 * is no list to keep by hand; the ESM build's loader uses its manifest instead.
 */
export declare const registry: Registry;
