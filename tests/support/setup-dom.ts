import { act, cleanup, configure } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, vi } from 'vitest';

// A component project's files share a worker and its happy-dom window (vitest.config.ts, isolate: false):
// this file runs before each of them, so each starts as in a fresh worker: the product's modules evaluated
// anew (a file's vi.mock reaches them), the previous file's timers, requests, observers and listeners on the
// window gone, the page and the window's, document's and navigator's own properties as the first file found them.
const FIRST = Symbol.for('tests: the window as the first file found it');
const LEFT = Symbol.for('tests: what the previous file left running');
type Left = { observers: MutationObserver[]; listeners: [EventTarget, string, unknown, unknown][] };
const left = ((globalThis as { [LEFT]?: Left })[LEFT] ??= trackWhatIsLeft());
vi.resetModules();
vi.useRealTimers();
flushEffects();
for (const observer of left.observers.splice(0)) observer.disconnect();
for (const [target, ...args] of left.listeners.splice(0))
  target.removeEventListener(...(args as Parameters<EventTarget['removeEventListener']>));
// After the disconnects: an observer whose queued delivery is aborted stays silent for good.
await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort();
resetPage();

/**
 * preact/hooks is evaluated once per worker (vi.resetModules reaches the product's modules only) and runs
 * effects from a queue it flushes after the next frame, scheduling that flush only when the queue was empty.
 * A flush put on fake timers that the previous file switched off (vi.useRealTimers drops them) never runs, and
 * then no effect of a render outside act() does (the mounter's tests waited for one). A render inside act()
 * flushes the queue, which a fresh worker has empty; before the window's reset, which undoes what it runs.
 */
function flushEffects() {
  function Flush() {
    useEffect(() => {}, []);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  void act(() => root.render(createElement(Flush)));
  void act(() => root.unmount());
}

/** Records every MutationObserver and every listener on the window, document, <html> or <body> from now on. */
function trackWhatIsLeft(): Left {
  const found: Left = { observers: [], listeners: [] };
  const observe = MutationObserver.prototype.observe;
  MutationObserver.prototype.observe = function (this: MutationObserver, ...args) {
    found.observers.push(this);
    return observe.apply(this, args);
  };
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    if ([window, document, document.documentElement, document.body].includes(this as never))
      found.listeners.push([this, type, listener, options]);
    return add.call(this, type, listener, options);
  };
  return found;
}

type Found = { descriptors: PropertyDescriptorMap; values: Record<string, unknown> };

function resetPage() {
  const first = ((globalThis as { [FIRST]?: Map<object, Found> })[FIRST] ??= new Map(
    [globalThis, document, navigator].map((target) => {
      const descriptors = Object.getOwnPropertyDescriptors(target);
      const values = Object.fromEntries(Object.keys(descriptors).map((key) => [key, Reflect.get(target, key)]));
      return [target, { descriptors, values }];
    }),
  ));
  for (const [target, { descriptors, values }] of first) {
    for (const key of Object.getOwnPropertyNames(target))
      if (!(key in descriptors) && !key.startsWith('__vi')) Reflect.deleteProperty(target, key);
    for (const [key, was] of Object.entries(descriptors)) {
      if (key.startsWith('__vi')) continue;
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (now?.value !== was.value || now?.get !== was.get || now?.set !== was.set)
        Object.defineProperty(target, key, was);
      // vitest puts the window's members on globalThis as accessors that keep an assigned value apart
      // (window.matchMedia = fake): a function or object assigned so is put back by the same setter.
      const value = values[key];
      if (was.set && (typeof value === 'function' || (typeof value === 'object' && value !== null)))
        if (Reflect.get(target, key) !== value) Reflect.set(target, key, value);
    }
  }
  // A spy on a storage's method (vi.spyOn(localStorage, 'setItem')) cannot come off happy-dom's Storage.
  for (const key of ['localStorage', 'sessionStorage']) Reflect.set(globalThis, key, new Storage());
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  history.replaceState(null, '', '/');
}

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
const NATIVE = Symbol.for("tests: happy-dom's own dataset getter");
const proto = HTMLElement.prototype as unknown as { [NATIVE]?: () => DOMStringMap };
const nativeDataset = (proto[NATIVE] ??= Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset')!.get!);
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
