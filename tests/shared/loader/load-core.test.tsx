import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCore } from '../../../shared/loader/load-core';
import {
  pickLocale,
  type LocaleManifest,
  type ManifestIndex,
  type PartsManifest,
} from '../../../shared/loader/manifest';
import type { Registry } from '../../../shared/runtime/registry';
import { LOCALES } from '../../../shared/i18n/locales';

type W = Window & { locale?: unknown; coreRan?: number; prepared?: unknown; parts?: unknown };
/** The loader's bus, as boot hands it on (the core's `prepare` gets it). */
const BUS = { bus: 'page' } as never;

describe('pickLocale (the loader reads the locale as readConfig does)', () => {
  afterEach(() => {
    delete (window as W).locale;
    document.head.innerHTML = '';
  });

  it('takes window.locale, and the first locale when it is missing or unknown', () => {
    expect(pickLocale(window, [...LOCALES])).toBe('ru');
    (window as W).locale = 'en';
    expect(pickLocale(window, [...LOCALES])).toBe('en');
    (window as W).locale = 'de';
    expect(pickLocale(window, [...LOCALES])).toBe('ru');
  });

  it('lets the #widgets-config JSON block win over the globals, and ignores a broken one', () => {
    (window as W).locale = 'en';
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"locale":"uk"}</script>';
    expect(pickLocale(window, [...LOCALES])).toBe('uk');
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"apiUrl":""}</script>';
    expect(pickLocale(window, [...LOCALES])).toBe('ru'); // a block without locale: readConfig's default
    document.head.innerHTML = '<script type="application/json" id="widgets-config">not json</script>';
    expect(pickLocale(window, [...LOCALES])).toBe('en');
  });
});

const LOADER = 'http://host.test/widgets/widgets.js';
/**
 * A core module (one of its own per test: a module runs once per address); it counts its runs in
 * window.coreRan, so a test sees whether it was imported.
 */
const core = (test: string, run = '({ bus, widgets: Object.keys(widgets) })') =>
  `data:text/javascript,window.coreRan = (window.coreRan || 0) + 1; export const widgets = { nav: 1 }; export const prepare = (win, bus, parts) => { window.prepared = bus; window.parts = parts; }; export const run = async (win, bus, widgets) => ${run}; /* ${test} */`;
/** A manifest of `files` (relative to the loader), each with a hash of its own (the test checks they are handed on, not computed). */
const manifestOf = (files: string[], widgets: Record<string, number[]>): LocaleManifest => ({
  files,
  sha256: files.map((_, i) => `hash${i}`),
  widgets,
});
/** The loader's index for a locale: its manifest, the core's files (each with a hash of its own), the parts' manifest. */
const indexOf = (coreFiles: string[], manifest = manifestOf([], {}), locale = 'ru'): ManifestIndex => ({
  [locale]: {
    ...manifest,
    core: coreFiles.map((file, i) => [file, `core${i}`]),
    parts: { file: `${locale}/parts-X.json`, integrity: 'sha256-parts' },
  },
});
/** The lazy parts' manifest of `files` (hashes part0, part1…). */
const partsOf = (files: string[], parts: Record<string, number[]>): PartsManifest => ({
  files,
  sha256: files.map((_, i) => `part${i}`),
  parts,
});
/** The lazy parts' manifest's answer, the only fetch the loader makes. */
const serveParts = (parts: PartsManifest | Response = partsOf([], {})) =>
  vi
    .spyOn(window, 'fetch')
    .mockImplementation(() => Promise.resolve(parts instanceof Response ? parts : new Response(JSON.stringify(parts))));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => [l.href, l.integrity]);
/** The browser's answer to the modulepreloads whose address ends with `end` (every one when not given). */
const settle = (event: 'load' | 'error', end = '') =>
  preloads()
    .filter((l) => l.href.endsWith(end))
    .forEach((l) => l[`on${event}`]!(new Event(event)));
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
/** The core started with no widget (a core of its own, named `test`): what it was prepared with to load lazy parts. */
async function partLoader(test: string) {
  const result = loadCore(window, indexOf([core(test, 'window.parts')]), [], LOADER, BUS);
  settle('load');
  return (await (await result).run(window, null as never)) as unknown as (id: string) => Promise<unknown>;
}

describe('loadCore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as W).locale;
    delete (window as W).coreRan;
    delete (window as W).prepared;
    delete (window as W).parts;
    document.head.innerHTML = '';
  });

  it("has the core prepare the page (its widgets' first reads) as soon as it is in, before the widgets' files are", async () => {
    const result = loadCore(
      window,
      indexOf([core('prepare')], manifestOf(['ru/auth.js'], { auth: [0] })),
      ['auth'],
      LOADER,
      BUS,
    );
    settle('load', core('prepare'));
    await tick();
    expect((window as W).prepared).toBe(BUS);
    settle('load');
    await result;
  });

  it("requests the core's files at once and the page's widgets' a task later, in one wave, each once with its hash, and fetches nothing", async () => {
    const fetch = serveParts();
    const append = vi.spyOn(document.head, 'append');
    const manifest = manifestOf(
      ['ru/donate.js', 'ru/chunk-b.js', 'ru/auth.js', 'css/donate.css', 'css/auth.css', 'ru/chunk-c.js'],
      { donate: [0, 1, 5, 3], auth: [2, 5, 4] },
    );
    const result = loadCore(window, indexOf([core('wave'), 'ru/chunk-a.js'], manifest), ['auth', 'nav'], LOADER, BUS);
    const coreWave = [
      [core('wave'), 'sha256-core0'],
      ['http://host.test/widgets/ru/chunk-a.js', 'sha256-core1'],
    ];
    expect(links('modulepreload')).toEqual(coreWave);
    await tick();
    // The core's two files, then the page's widgets' in one wave: their stylesheets (checked too), their
    // scripts (chunk-c.js once though two widgets share it); the others' only when one mounts.
    expect(append.mock.calls.map((nodes) => nodes.length)).toEqual([2, 1, 2]);
    expect(links('modulepreload')).toEqual([
      ...coreWave,
      ['http://host.test/widgets/ru/auth.js', 'sha256-hash2'],
      ['http://host.test/widgets/ru/chunk-c.js', 'sha256-hash5'],
    ]);
    expect(links('stylesheet')).toEqual([['http://host.test/widgets/css/auth.css', 'sha256-hash4']]);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.crossOrigin).toBe('anonymous');
    expect(fetch).not.toHaveBeenCalled();
    document.head
      .querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      .forEach((l) => l.onload!(new Event('load')));
    settle('load');
    const started = await result;
    expect((window as W).coreRan).toBe(1);
    expect(await started.run(window, 'the bus' as never)).toEqual({
      bus: 'the bus',
      widgets: ['donate', 'auth', 'nav'],
    });
  });

  it("starts the core once the page's widgets' files are in too, so they render together", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveParts();
    const manifest = manifestOf(['ru/auth.js', 'ru/chunk-b.js', 'ru/donate.js'], { auth: [0, 1], donate: [2] });
    let started = false;
    const result = loadCore(window, indexOf([core('together')], manifest), ['auth', 'donate'], LOADER, BUS).then(
      (c) => {
        started = true;
        return c;
      },
    );
    settle('load', core('together'));
    await tick();
    expect((window as W).coreRan).toBe(1);
    settle('load', 'auth.js');
    settle('error', 'donate.js'); // a refused file holds nothing up: only its widget fails
    await tick();
    expect(started).toBe(false);
    settle('load', 'chunk-b.js');
    await result;
    expect(started).toBe(true);
  });

  it("takes the page's locale's manifest and core", async () => {
    (window as W).locale = 'uk';
    const index = {
      ...indexOf(['ru/core.js'], manifestOf(['ru/auth.js'], { auth: [0] })),
      ...indexOf(['uk/core.js'], manifestOf(['uk/auth.js'], { auth: [0] }), 'uk'),
    };
    void loadCore(window, index, ['auth'], LOADER, BUS);
    await tick();
    expect(links('modulepreload')).toEqual([
      ['http://host.test/widgets/uk/core.js', 'sha256-core0'],
      ['http://host.test/widgets/uk/auth.js', 'sha256-hash0'],
    ]);
  });

  it('imports the core only once all its files have loaded, and never when the browser refused one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = loadCore(window, indexOf([core('refused core'), 'ru/chunk-a.js']), [], LOADER, BUS);
    settle('load', core('refused core'));
    await tick();
    expect((window as W).coreRan).toBeUndefined();
    // Its chunk refused: an import now would fetch the chunk again, without its hash, and run it.
    settle('error', 'chunk-a.js');
    await expect(result).rejects.toThrow(
      'http://host.test/widgets/ru/chunk-a.js did not load or does not match its integrity hash',
    );
    await tick();
    expect((window as W).coreRan).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      '[widgets] http://host.test/widgets/ru/chunk-a.js did not load or does not match its integrity hash',
    );
  });

  it('never imports a widget one of whose files the browser refused: the import would fetch it again, unchecked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = 'data:text/javascript,window.authRan = true; export default "the auth widget";';
    const manifest = manifestOf([auth, 'ru/chunk-a.js'], { auth: [0, 1] });
    const result = loadCore(window, indexOf([core('refused widget', 'widgets')], manifest), ['auth'], LOADER, BUS);
    await tick(); // a task after the core's: the widget's files are requested
    settle('error', 'chunk-a.js');
    settle('load');
    const registry = (await (await result).run(window, null as never)) as unknown as Registry;
    const imported = registry.auth!();
    await tick();
    settle('error', 'chunk-a.js'); // asked for again by the mount, refused again
    await expect(imported).rejects.toThrow('http://host.test/widgets/ru/chunk-a.js did not load');
    expect((window as { authRan?: boolean }).authRan).toBeUndefined();
  });

  it('names that are properties of Object.prototype are no widgets: the core still starts', async () => {
    const names = ['constructor', '__proto__', 'toString', 'valueOf'];
    const result = loadCore(window, indexOf([core('names', 'widgets')]), names, LOADER, BUS);
    settle('load');
    const registry = (await (await result).run(window, null as never)) as unknown as Registry;
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // the core's own
    for (const name of names) expect(Object.hasOwn(registry, name)).toBe(false);
  });

  it('gives a widget to the mounter once its module and its stylesheets are there', async () => {
    const auth = 'data:text/javascript,export default "the auth widget";';
    const manifest = manifestOf([auth, 'css/auth.css'], { auth: [0, 1] });
    const result = loadCore(window, indexOf([core('styles', 'widgets')], manifest), [], LOADER, BUS);
    settle('load');
    const registry = (await (await result).run(window, null as never)) as unknown as Registry;
    // Held back from the document, so only the test says when the stylesheet has loaded.
    const held: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void held.push(...(nodes as HTMLLinkElement[])));
    let loaded: unknown = null;
    const pending = registry.auth!().then((module) => (loaded = module.default));
    // Imported later than the first wave (a deferred mount point): all its files are requested at once.
    expect(held.map((l) => [l.rel, l.href, l.integrity])).toEqual([
      ['stylesheet', 'http://host.test/widgets/css/auth.css', 'sha256-hash1'],
      ['modulepreload', auth, 'sha256-hash0'],
    ]);
    held[1]!.onload!(new Event('load'));
    await tick();
    expect(loaded).toBeNull();
    held[0]!.onload!(new Event('load'));
    await pending;
    expect(loaded).toBe('the auth widget');
  });

  it("links each stylesheet once a start: in the page's wave, not again when its widget mounts, and again for a new start", async () => {
    const donate = 'data:text/javascript,export default "the donate widget";';
    serveParts();
    const manifest = manifestOf([donate, 'css/donate.css'], { donate: [0, 1] });
    const result = loadCore(window, indexOf([core('styles once', 'widgets')], manifest), ['donate'], LOADER, BUS);
    settle('load');
    await tick();
    document.head
      .querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      .forEach((l) => l.onload!(new Event('load')));
    settle('load');
    const registry = (await (await result).run(window, null as never)) as unknown as Registry;
    await registry.donate!();
    expect(links('stylesheet')).toEqual([['http://host.test/widgets/css/donate.css', 'sha256-hash1']]);
    // What a start linked is its own: a new start on a page whose head was replaced links it again.
    document.head.innerHTML = '';
    const again = loadCore(window, indexOf([core('styles again', 'widgets')], manifest), ['donate'], LOADER, BUS);
    settle('load');
    await tick();
    expect(links('stylesheet')).toEqual([['http://host.test/widgets/css/donate.css', 'sha256-hash1']]);
    document.head
      .querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      .forEach((l) => l.onload!(new Event('load')));
    settle('load');
    await again;
  });

  it("requests a lazy part's files from the parts' manifest, each with its hash, and settles once all have loaded", async () => {
    const fetch = serveParts(partsOf(['chunk-p.js', 'chunk-q.js'], { 'widgets/a/more': [0, 1] }));
    const parts = await partLoader('parts');
    await tick();
    // Asked for once the page's widgets are up, before any part, with the integrity the manifest gives.
    expect(fetch).toHaveBeenCalledWith('http://host.test/widgets/ru/parts-X.json', { integrity: 'sha256-parts' });
    let done = false;
    const part = parts('widgets/a/more').then(() => (done = true));
    await tick();
    expect(links('modulepreload').slice(1)).toEqual([
      ['http://host.test/widgets/ru/chunk-p.js', 'sha256-part0'],
      ['http://host.test/widgets/ru/chunk-q.js', 'sha256-part1'],
    ]);
    settle('load', 'chunk-p.js');
    await tick();
    expect(done).toBe(false);
    settle('load', 'chunk-q.js');
    await part;
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('parts-X.json'))).toHaveLength(1);
  });

  it("on a page whose first screen can be a lazy part, fetches the parts' manifest at boot: the prepared core's part goes out before the widget's files are in", async () => {
    const fetch = serveParts(partsOf(['chunk-p.js'], { 'widgets/donate/cases/case-page': [0] }));
    const parts = () => (window as W).parts as (id: string) => Promise<unknown>;
    const manifest = manifestOf(['ru/donate.js'], { donate: [0] });
    void loadCore(window, indexOf([core('boot parts')], manifest), ['donate'], LOADER, BUS);
    expect(fetch).toHaveBeenCalledWith('http://host.test/widgets/ru/parts-X.json', { integrity: 'sha256-parts' });
    settle('load', core('boot parts'));
    await tick();
    void parts()('widgets/donate/cases/case-page');
    await tick();
    // The widget's file is still held: the part's file is out with the page's wave, checked.
    expect(links('modulepreload').slice(1)).toEqual([
      ['http://host.test/widgets/ru/donate.js', 'sha256-hash0'],
      ['http://host.test/widgets/ru/chunk-p.js', 'sha256-part0'],
    ]);
    // A page without such a widget leaves the parts' manifest for after its widgets are up.
    fetch.mockClear();
    void loadCore(window, indexOf([core('no boot parts')]), ['auth', 'constructor'], LOADER, BUS);
    await tick();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails a lazy part one of whose files the browser refused (asking again requests it again), or that the manifest does not name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveParts(partsOf(['chunk-p.js'], { 'widgets/a/more': [0] }));
    const parts = await partLoader('refused part');
    const part = parts('widgets/a/more');
    await tick();
    settle('error', 'chunk-p.js');
    await expect(part).rejects.toThrow('http://host.test/widgets/ru/chunk-p.js did not load');
    await expect(parts('widgets/a/other')).rejects.toThrow('the lazy part widgets/a/other is not in the manifest');
    // Retry: the refused file is asked for again, in a request of its own, checked again.
    expect(preloads().filter((l) => l.href.endsWith('chunk-p.js'))).toHaveLength(0);
    const again = parts('widgets/a/more');
    await tick();
    expect(links('modulepreload').slice(1)).toEqual([['http://host.test/widgets/ru/chunk-p.js', 'sha256-part0']]);
    settle('load', 'chunk-p.js');
    await again;
  });

  it("asks for the parts' manifest again after it failed", async () => {
    const fetch = serveParts(new Response('', { status: 503 }));
    const parts = await partLoader('parts 503');
    await expect(parts('widgets/a/more')).rejects.toThrow('the manifest ru/parts-X.json answered 503');
    const asked = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('parts-X.json')).length;
    const before = asked();
    await expect(parts('widgets/a/more')).rejects.toThrow('answered 503');
    expect(asked()).toBe(before + 1);
  });

  it('offline, a file that did not load is a warning, not a refusal', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveParts(partsOf(['chunk-p.js'], { 'widgets/a/more': [0] }));
    const parts = await partLoader('offline part');
    const part = parts('widgets/a/more');
    await tick();
    settle('error', 'chunk-p.js');
    await expect(part).rejects.toThrow('http://host.test/widgets/ru/chunk-p.js did not load (offline)');
    expect(warnings).toHaveBeenCalledWith('[widgets] http://host.test/widgets/ru/chunk-p.js did not load (offline)');
    expect(errors).not.toHaveBeenCalled();
  });
});
