/**
 * A lazy part (a route, a tab, a panel, a fallback library): the one way a widget loads code later.
 * `load()` starts its import once (again after a failure); `loaded()` gives the module at once after that,
 * so a later mount renders it without waiting. The import stays at the caller, where the build sees it.
 */
export interface LazyPart<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importPart().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
