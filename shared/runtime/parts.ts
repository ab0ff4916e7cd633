/**
 * A lazy part's files, checked: in the ESM build every `import()` of a relative path in our code is
 * compiled as `loadPart(<the part's path>, () => import(…))` (scripts/lazy-parts.mjs), and the loader hands the core
 * the function that requests that part's files with their integrity (shared/runtime/manifest.ts). The
 * import runs only once they have all loaded, checked, so it takes them from the browser's module map: a
 * refused file fails the part, never fetched again without its hash. The classic script and the tests
 * import directly (nothing to fetch, or nothing to check).
 */
export type PartFiles = (id: string) => Promise<unknown>;

let partFiles: PartFiles = (id) =>
  Promise.reject(new Error(`the lazy part ${id} was asked for before the core started`));

/** The loader's part loader, given to the core when it starts (widgets/core.ts). */
export function setPartFiles(load: PartFiles): void {
  partFiles = load;
}

/** `load()` once the files of the lazy part `id` (its source path, from the repo's root) are in, checked. */
export function loadPart<T>(id: string, load: () => Promise<T>): Promise<T> {
  return partFiles(id).then(load);
}
