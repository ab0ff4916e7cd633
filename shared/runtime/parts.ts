/**
 * A lazy part's files, checked: in the ESM build every `import()` of a relative path in our code is
 * compiled as `loadPart(<the part's path>, () => import(…))` (scripts/lazy-parts.mjs), and the loader hands the core
 * the function that requests that part's files with their integrity (shared/loader/part-files.ts). The
 * import runs only once they have all loaded, checked, so it takes them from the browser's module map: a
 * refused file fails the part, never fetched again without its hash. The classic script and the tests
 * import directly (nothing to fetch, or nothing to check).
 */
export type PartFiles = (id: string) => Promise<unknown>;

let partFiles: PartFiles = (id) =>
  Promise.reject(new Error(`the lazy part ${id} was asked for before the core started`));

/**
 * The widgets whose first screen can be a lazy part (a client route's view: widgets/first-reads.ts
 * FIRST_PARTS names it): on a page with one of them the loader fetches the parts' manifest at boot, beside
 * the locale's, so the route's part goes out with the page's first wave (shared/loader/load-core.ts).
 */
export const PARTS_AT_BOOT = ['donate'] as const;
export type PartsAtBoot = (typeof PARTS_AT_BOOT)[number];

/** The loader's part loader, given to the core as soon as it is in (widgets/core.ts). */
export function setPartFiles(load: PartFiles): void {
  partFiles = load;
}

/** `load()` once the files of the lazy part `id` (its source path, from the repo's root) are in, checked. */
export function loadPart<T>(id: string, load: () => Promise<T>): Promise<T> {
  return partFiles(id).then(load);
}

/** Requests the files of the lazy part `id` ahead of its `loadPart`, which then takes them in flight. */
export function preloadPart(id: string): void {
  partFiles(id).catch(() => undefined); // the part's own loadPart asks again and fails with it
}
