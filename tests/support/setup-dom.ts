import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every findBy/waitFor waits up to 10 s: on a busy 2-core machine (load 12-20) a lazy part's import took
// more than 1 s (Testing Library's default). A wait ends as soon as its condition holds, so a passing test
// pays nothing for it; no test sets a shorter one (vitest.config.ts gives each test 30 s).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

// happy-dom leaves an empty-valued data-x out of Object.entries(el.dataset) (a browser lists it), so a
// bare data-autofocus would read as absent; its own descriptor trap is wrapped to match the browser.
const nativeDataset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset')!.get!;
const datasets = new WeakMap<HTMLElement, DOMStringMap>();
Object.defineProperty(HTMLElement.prototype, 'dataset', {
  configurable: true,
  get(this: HTMLElement) {
    let dataset = datasets.get(this);
    if (!dataset) {
      dataset = new Proxy(nativeDataset.call(this) as DOMStringMap, {
        getOwnPropertyDescriptor: (target, key) => {
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'string'
            ? { value, writable: true, enumerable: true, configurable: true }
            : undefined;
        },
      });
      datasets.set(this, dataset);
    }
    return dataset;
  },
});
