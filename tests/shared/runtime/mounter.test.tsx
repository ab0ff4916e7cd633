import { waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { defaulted, string, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServices } from '../../../shared/runtime/context';
import { defineWidget } from '../../../shared/runtime/define';
import { DEFER_ATTR } from '../../../shared/runtime/load-strategies';
import { createMounter, type Mounter } from '../../../shared/runtime/mounter';
import { intOption } from '../../../shared/runtime/options';
import type { Registry } from '../../../shared/runtime/registry';
import { Html } from '../../../shared/ui/html';
import { fakeServices } from '../../support/services';
import { fakeIntersectionObserver } from '../../support/intersection-observer';

const mounted = vi.fn();
const unmounted = vi.fn();

const hello = defineWidget<{ who: string; times: number }>({
  name: 'hello',
  options: type({ who: defaulted(string(), 'world'), times: intOption(1, 9, 1) }),
  Component({ who, times }) {
    const { instanceId } = useServices();
    useEffect(() => {
      mounted(instanceId);
      return () => unmounted(instanceId);
    }, [instanceId]);
    return <p id={`${instanceId}-p`}>{`hello ${who} x${times}`}</p>;
  },
});
const broken = defineWidget({
  name: 'broken',
  Component() {
    const [boom] = useState(true);
    if (boom) throw new Error('render exploded');
    return null;
  },
});
const enhancer = defineWidget<{ label: string }>({
  name: 'enhancer',
  options: type({ label: defaulted(string(), 'on') }),
  enhance({ el, props }) {
    el.classList.add('enhanced');
    el.dataset.label = props.label;
    return () => el.classList.remove('enhanced');
  },
});
// A widget whose own output carries server markup that a sanitizer failed to clean.
const shows = defineWidget({
  name: 'shows',
  Component() {
    return <Html html={'<div data-widget="hello" data-who="attacker"></div>'} />;
  },
});
const registry: Registry = {
  shows: async () => ({ default: shows }),
  hello: async () => ({ default: hello }),
  broken: async () => ({ default: broken }),
  enhancer: async () => ({ default: enhancer }),
  failing: () => Promise.reject(new Error('chunk failed to load')),
};

/**
 * What a test leaves behind is torn down after it, passed or failed: a document observer still running
 * mounts the next test's markup a second time, a root still mounted keeps its effects, and the spies'
 * calls would answer the next test's questions (mounted was called before a test began).
 */
const teardown: (() => void)[] = [];
afterEach(() => {
  teardown
    .splice(0)
    .reverse()
    .forEach((undo) => undo());
  vi.restoreAllMocks();
  mounted.mockClear();
  unmounted.mockClear();
});

/** A mounter whose observers are stopped and whose mount points are unmounted after the test. */
function tracked(mounter: Mounter): Mounter {
  teardown.push(() => document.querySelectorAll('[data-widget]').forEach((el) => mounter.unmount(el)));
  const observe = mounter.observe;
  return Object.assign(mounter, {
    observe() {
      const stop = observe();
      teardown.push(stop);
      return stop;
    },
  });
}

function setup(html: string) {
  document.body.innerHTML = html;
  const { services } = fakeServices();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const mounter = tracked(createMounter(document, registry, services));
  return { mounter, services, errors, warns };
}

describe('mounter', () => {
  it('renders each mount point with its options from data-* and data-props', async () => {
    const { mounter } = setup(
      `<div data-widget="hello" data-who="Ann"></div><div data-widget="hello" data-props='{"who":"Bob","times":3}' data-times="2"></div>`,
    );
    await mounter.mount();
    const [a, b] = document.querySelectorAll<HTMLElement>('[data-widget]');
    expect(a!.textContent).toBe('hello Ann x1');
    expect(b!.textContent).toBe('hello Bob x2');
    expect(a!.dataset.widgetState).toBe('ready');
  });

  it('gives every instance its own id prefix, one the host page cannot know in advance (nanoid)', async () => {
    // A page's own markup that guesses a counted id ('wgt-hello-1-p') must not take the widget's element.
    const { mounter } = setup(
      '<p id="wgt-hello-1-p">host</p><div data-widget="hello"></div><div data-widget="hello"></div>',
    );
    await mounter.mount();
    const ids = [...document.querySelectorAll('[data-widget] p')].map((p) => p.id);
    expect(ids).toHaveLength(2);
    ids.forEach((id) => expect(id).toMatch(/^wgt-hello-[\w-]{8}-p$/));
    expect(new Set([...ids, 'wgt-hello-1-p']).size).toBe(3);
    expect(document.getElementById(ids[0]!)!.textContent).toBe('hello world x1');
  });

  it('mounts nothing twice however often it scans', async () => {
    const { mounter } = setup('<div data-widget="hello"></div>');
    await Promise.all([mounter.mount(), mounter.mount()]);
    await mounter.mount();
    expect(document.querySelectorAll('p')).toHaveLength(1);
    expect(mounter.size).toBe(1);
  });

  it('warns about bad options and uses the defaults', async () => {
    const { mounter, warns } = setup(`<div data-widget="hello" data-times="many"></div>`);
    await mounter.mount();
    expect(document.querySelector('p')!.textContent).toBe('hello world x1');
    expect(warns.mock.calls[0]![0]).toMatch(/^\[widgets\] hello#1: invalid option "times"/);
  });

  it('isolates a widget that throws: fallback and a prefixed log, the others keep working', async () => {
    const { mounter, errors } = setup(
      '<div data-widget="broken"></div><div data-widget="hello"></div><div data-widget="failing"></div><div data-widget="nope"></div>',
    );
    await mounter.mount();
    await waitFor(() => expect(document.querySelector('[data-widget="broken"]')!.textContent).toMatch(/не загрузился/));
    expect(document.querySelector('[data-widget="broken"]')!.getAttribute('data-widget-state')).toBe('failed');
    expect(document.querySelector('[data-widget="hello"]')!.textContent).toBe('hello world x1');
    expect(document.querySelector('[data-widget="failing"]')!.getAttribute('data-widget-state')).toBe('failed');
    expect(document.querySelector('[data-widget="nope"] [role="alert"]')).not.toBeNull();
    const lines = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[widgets]'));
    expect(lines).toEqual(
      expect.arrayContaining([
        '[widgets] broken#1: render exploded',
        '[widgets] failing#1: chunk failed to load',
        '[widgets] nope#1: unknown widget "nope"',
      ]),
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'data-widget=%j is an unknown widget, not a property of Object.prototype',
    async (name) => {
      const { mounter, errors } = setup(`<div data-widget="${name}"></div><div data-widget="hello"></div>`);
      await mounter.mount();
      expect(document.querySelector('[data-widget="hello"]')!.textContent).toBe('hello world x1');
      expect(document.querySelector(`[data-widget="${name}"]`)!.getAttribute('data-widget-state')).toBe('failed');
      expect(errors.mock.calls.map((c) => String(c[0]))).toContain(`[widgets] ${name}#1: unknown widget "${name}"`);
    },
  );

  it('mounts mount points added later and unmounts removed ones', async () => {
    const { mounter } = setup('<main></main>');
    const stop = mounter.observe();
    await mounter.mount();
    const el = document.createElement('section');
    el.innerHTML = '<div data-widget="hello" data-who="late"></div>';
    document.querySelector('main')!.append(el);
    await waitFor(() => expect(mounted).toHaveBeenCalledWith(expect.stringMatching(/^wgt-hello-/)));
    const id = mounted.mock.calls[0]![0];
    expect(document.body.textContent).toBe('hello late x1');
    el.remove();
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith(id));
    expect(mounter.size).toBe(0);
    stop();
  });

  it('runs enhancers on server markup and their cleanup on unmount', async () => {
    const { mounter } = setup('<nav data-widget="enhancer" data-label="x"><a href="#a">A</a></nav>');
    await mounter.mount();
    const nav = document.querySelector('nav')!;
    expect(nav.classList.contains('enhanced')).toBe(true);
    expect(nav.innerHTML).toBe('<a href="#a">A</a>');
    mounter.unmount(nav);
    expect(nav.classList.contains('enhanced')).toBe(false);
  });

  it('mounts a subtree given to mount(root)', async () => {
    const { mounter } = setup(
      '<div id="a"><div data-widget="hello"></div></div><div data-widget="hello" data-who="b"></div>',
    );
    await mounter.mount(document.getElementById('a')!);
    expect(document.querySelectorAll('p')).toHaveLength(1);
  });

  it('never mounts inside sanitized markup, found by the first scan or by the observer', async () => {
    vi.spyOn(DOMPurify, 'sanitize').mockImplementation(((html: string) => html) as never);
    const { mounter, services } = setup(
      '<div data-wgt-inert><div data-widget="hello" data-who="static"></div></div><div data-widget="shows"></div>',
    );
    mounter.observe();
    await mounter.mount();
    // The fallback sanitizer is a dynamic import: wait for the markup and the observer's verdict on it (a
    // fixed 50 ms was too short on a busy machine).
    await waitFor(() => expect(vi.mocked(services.log.warn)).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll('[data-widget="hello"]')).toHaveLength(2);
    expect(document.querySelectorAll('p')).toHaveLength(0);
    expect(document.querySelectorAll('[data-widget="hello"][data-widget-state]')).toHaveLength(0);
    expect(vi.mocked(services.log.warn).mock.calls.map(([m]) => m)).toEqual([
      'ignored data-widget="hello" inside widget output',
      'ignored data-widget="hello" inside widget output',
    ]);
  });

  it('renders each widget in a task of its own: it yields to the browser (scheduler.yield) before each one', async () => {
    const { mounter } = setup('<div data-widget="hello" data-who="A"></div><div data-widget="enhancer"></div>');
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const g = globalThis as { scheduler?: unknown };
    g.scheduler = {
      yield: () => {
        log.push('yield');
        return new Promise<void>((resolve) => pending.push(resolve));
      },
    };
    try {
      const done = mounter.mount();
      await waitFor(() => expect(pending).toHaveLength(2));
      const states = () => [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => el.textContent);
      expect(states()).toEqual(['', '']); // nothing rendered before the browser got its turn
      pending[0]!();
      await waitFor(() => expect(states()).toEqual(['hello A x1', '']));
      pending[1]!();
      await done;
      expect(document.querySelector('.enhanced')).not.toBeNull();
      expect(log).toEqual(['yield', 'yield']);
    } finally {
      delete g.scheduler;
    }
  });

  it('mounts a mount point appended as such, and a moved one stays mounted (not unmounted, not mounted again)', async () => {
    const { mounter } = setup('<main></main><aside></aside>');
    mounter.observe();
    const el = document.createElement('div');
    el.dataset.widget = 'hello';
    document.querySelector('main')!.append(el);
    await waitFor(() => expect(mounted).toHaveBeenCalled());
    document.querySelector('aside')!.append(el);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([mounted.mock.calls.length, unmounted.mock.calls.length, el.textContent]).toEqual([1, 0, 'hello world x1']);
    expect(mounter.size).toBe(1);
  });

  it('stops watching the document once observe() is stopped', async () => {
    const { mounter } = setup('<main></main>');
    mounter.observe()();
    document.querySelector('main')!.innerHTML = '<div data-widget="hello"></div>';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([document.body.textContent, mounter.size]).toEqual(['', 0]);
  });

  it('a mount point removed while its widget loads is let go and never renders', async () => {
    const { mounter } = setup('<main><div data-widget="hello"></div></main>');
    const el = document.querySelector<HTMLElement>('[data-widget]')!;
    const done = mounter.mount();
    expect(el.dataset.widgetState).toBe('loading');
    el.remove();
    await done;
    expect([el.textContent, mounter.size, mounted.mock.calls.length]).toEqual(['', 0, 0]);
  });

  it('numbers the instances of each widget in the order they load, failed ones included', async () => {
    const { mounter, services } = setup(
      '<div data-widget="hello"></div><div data-widget="nope"></div><div data-widget="hello"></div><div data-widget="nope"></div>',
    );
    const events: unknown[] = [];
    services.bus.on('widget:mounted', (payload) => events.push(payload));
    await mounter.mount();
    expect(events).toEqual([{ id: 'hello#1' }, { id: 'hello#2' }]);
    expect(vi.mocked(console.error).mock.calls.map((c) => String(c[0]))).toEqual([
      '[widgets] nope#1: unknown widget "nope"',
      '[widgets] nope#2: unknown widget "nope"',
    ]);
  });

  it('isolates a definition with neither Component nor enhance, and an enhancer that throws: fallback, failed', async () => {
    const empty = defineWidget({ name: 'empty' });
    const throws = defineWidget({
      name: 'throws',
      enhance() {
        throw new Error('enhance exploded');
      },
    });
    document.body.innerHTML = '<div data-widget="empty"></div><nav data-widget="throws"><a href="#a">A</a></nav>';
    const { services } = fakeServices();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = tracked(
      createMounter(
        document,
        { empty: async () => ({ default: empty }), throws: async () => ({ default: throws }) },
        services,
      ),
    );
    await mounter.mount();
    for (const el of document.querySelectorAll<HTMLElement>('[data-widget]')) {
      expect(el.dataset.widgetState).toBe('failed');
      expect(el.querySelector('[role="alert"]')!.textContent).toMatch(/не загрузился/);
    }
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      '[widgets] empty#1: definition has neither Component nor enhance',
      '[widgets] throws#1: enhance exploded',
    ]);
    expect(mounter.size).toBe(2);
  });

  it('unmount clears the state; a cleanup that throws is logged and the others still unmount', async () => {
    const sticky = defineWidget({
      name: 'sticky',
      enhance: () => () => {
        throw new Error('cleanup exploded');
      },
    });
    document.body.innerHTML = '<nav data-widget="sticky"></nav><div data-widget="hello"></div>';
    const { services } = fakeServices();
    const mounter = tracked(
      createMounter(document, { ...registry, sticky: async () => ({ default: sticky }) }, services),
    );
    await mounter.mount();
    await waitFor(() => expect(mounted).toHaveBeenCalled()); // preact runs effects after the render
    const [nav, div] = document.querySelectorAll<HTMLElement>('[data-widget]');
    mounter.unmount(nav!);
    mounter.unmount(div!);
    expect(vi.mocked(services.log.error)).toHaveBeenCalledWith('sticky#1: unmount failed', expect.any(Error));
    expect([nav!.dataset.widgetState, div!.dataset.widgetState, unmounted.mock.calls.length, mounter.size]).toEqual([
      undefined,
      undefined,
      1,
      0,
    ]);
  });

  describe('data-widget-defer: mounts when near the viewport', () => {
    /** The fake observer, and report() to play the browser's callback for one target. */
    function fakeObserver() {
      const { io, restore } = fakeIntersectionObserver();
      const report = (target: Element, isIntersecting: boolean) =>
        io.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      return { io, report, restore };
    }

    it('settles as deferred without loading; loads and mounts once within 300 px of the viewport', async () => {
      const { io, report, restore } = fakeObserver();
      try {
        const load = vi.fn(registry.enhancer!);
        document.body.innerHTML = `<div data-widget="hello" data-who="top"></div><nav data-widget="enhancer" ${DEFER_ATTR}></nav>`;
        const { services } = fakeServices();
        const events: unknown[] = [];
        services.bus.on('widget:mounted', (payload) => events.push(payload));
        const mounter = tracked(createMounter(document, { ...registry, enhancer: load }, services));
        await mounter.mount(); // ready does not wait for the deferred one
        const nav = document.querySelector('nav')!;
        expect([document.querySelector('p')?.textContent, nav.dataset.widgetState]).toEqual([
          'hello top x1',
          'deferred',
        ]);
        expect(load).not.toHaveBeenCalled();
        expect(mounter.size).toBe(2); // runtime:ready's count includes the waiting one
        expect(io.options).toEqual({ rootMargin: '300px 0px' });
        expect([...io.targets]).toEqual([nav]);
        await mounter.mount(); // a second scan neither mounts nor observes it again
        report(nav, false); // the first report: still far below
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect([load.mock.calls.length, nav.dataset.widgetState]).toEqual([0, 'deferred']);
        report(nav, true);
        await waitFor(() => expect(nav.dataset.widgetState).toBe('ready'));
        expect(nav.classList.contains('enhanced')).toBe(true);
        expect([load.mock.calls.length, io.targets.size, mounter.size]).toEqual([1, 0, 2]);
        expect(events).toEqual([{ id: 'hello#1' }, { id: 'enhancer#1' }]);
      } finally {
        restore();
      }
    });

    it('a deferred mount point removed before it nears the viewport is let go and never mounts', async () => {
      const { io, report, restore } = fakeObserver();
      try {
        const { mounter } = setup(`<main><nav data-widget="enhancer" ${DEFER_ATTR}></nav></main>`);
        const stop = mounter.observe();
        await mounter.mount();
        const nav = document.querySelector('nav')!;
        nav.remove();
        await waitFor(() => expect(io.targets.size).toBe(0));
        report(nav, true);
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect([nav.classList.contains('enhanced'), mounter.size]).toEqual([false, 0]);
        stop();
      } finally {
        restore();
      }
    });

    it('without IntersectionObserver mounts at once', async () => {
      const win = window as unknown as { IntersectionObserver?: unknown };
      const saved = win.IntersectionObserver;
      delete win.IntersectionObserver;
      try {
        const { mounter } = setup(`<nav data-widget="enhancer" ${DEFER_ATTR}></nav>`);
        await mounter.mount();
        expect(document.querySelector('nav')!.dataset.widgetState).toBe('ready');
      } finally {
        win.IntersectionObserver = saved;
      }
    });
  });
});
