import type { Registry } from '../shared/runtime/registry';

// The classic build's widgets, declared only: the build writes them from the folders (registryPlugin), so no list is kept by hand.
export declare const registry: Registry;
