import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchManifest,
  loadCore,
  pickLocale,
  type LocaleManifest,
  type ManifestIndex,
} from '../../../shared/runtime/manifest';
import type { Registry } from '../../../shared/runtime/registry';

const LOCALES = ['ru', 'uk', 'en'];
type W = Window & { locale?: unknown };

describe('pickLocale (the loader reads the locale as readConfig does)', () => {
  afterEach(() => {
    delete (window as W).locale;
    document.head.innerHTML = '';
  });

  it('takes window.locale, and the first locale when it is missing or unknown', () => {
    expect(pickLocale(window, LOCALES)).toBe('ru');
    (window as W).locale = 'en';
    expect(pickLocale(window, LOCALES)).toBe('en');
    (window as W).locale = 'de';
    expect(pickLocale(window, LOCALES)).toBe('ru');
  });

  it('lets the #widgets-config JSON block win over the globals, and ignores a broken one', () => {
    (window as W).locale = 'en';
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"locale":"uk"}</script>';
    expect(pickLocale(window, LOCALES)).toBe('uk');
    document.head.innerHTML = '<script type="application/json" id="widgets-config">{"apiUrl":""}</script>';
    expect(pickLocale(window, LOCALES)).toBe('ru'); // a block without locale: readConfig's default
    document.head.innerHTML = '<script type="application/json" id="widgets-config">not json</script>';
    expect(pickLocale(window, LOCALES)).toBe('en');
  });
});

const BASE = 'http://host.test/widgets/ru/manifest-X.json';
const core = (start = '({ bus, widgets: Object.keys(widgets) })') =>
  `data:text/javascript,export const widgets = { nav: 1 }; export const start = (win, bus, widgets) => ${start};`;
/** A manifest of `files`, each with a hash of its own (the test checks they are handed on, not computed). */
const manifestOf = (files: string[], widgets: Record<string, number[]>, coreFiles = [0]): LocaleManifest => ({
  files,
  sha256: files.map((_, i) => `hash${i}`),
  core: coreFiles,
  widgets,
});
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => [l.href, l.integrity]);

describe('fetchManifest', () => {
  afterEach(() => vi.restoreAllMocks());

  it("fetches the page's locale's manifest with the integrity the loader carries, and refuses a failed answer", async () => {
    const index: ManifestIndex = {
      ru: { file: 'ru/manifest-A.json', integrity: 'sha256-ru' },
      uk: { file: 'uk/manifest-B.json', integrity: 'sha256-uk' },
    };
    const build = manifestOf(['core.js'], {});
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(build)));
    (window as W).locale = 'uk';
    expect(await fetchManifest(window, index, 'http://host.test/widgets/widgets.js')).toEqual({
      build,
      url: 'http://host.test/widgets/uk/manifest-B.json',
    });
    expect(fetch).toHaveBeenCalledWith('http://host.test/widgets/uk/manifest-B.json', { integrity: 'sha256-uk' });
    delete (window as W).locale;
    fetch.mockResolvedValue(new Response('', { status: 404 }));
    await expect(fetchManifest(window, index, 'http://host.test/widgets/widgets.js')).rejects.toThrow(
      'the manifest ru/manifest-A.json answered 404',
    );
  });
});

describe('loadCore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("requests the core and the page widgets' files in one wave, each once with its hash, then starts the core with every widget", async () => {
    const manifest = manifestOf(
      [core(), 'chunk-a.js', 'donate.js', 'chunk-b.js', 'auth.js', '../css/donate.css', '../css/auth.css'],
      { donate: [2, 3, 1, 5], auth: [4, 1, 6] },
      [0, 1],
    );
    const result = loadCore(window, manifest, ['donate', 'nav'], BASE);
    expect(links('modulepreload')).toEqual([
      [manifest.files[0], 'sha256-hash0'],
      ['http://host.test/widgets/ru/chunk-a.js', 'sha256-hash1'],
      ['http://host.test/widgets/ru/donate.js', 'sha256-hash2'],
      ['http://host.test/widgets/ru/chunk-b.js', 'sha256-hash3'],
    ]);
    // The page's widgets' stylesheets come in the same wave, checked too; the others' only when one mounts.
    expect(links('stylesheet')).toEqual([['http://host.test/widgets/css/donate.css', 'sha256-hash5']]);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.crossOrigin).toBe('anonymous');
    const started = await result;
    expect(started.start(window, 'the bus' as never)).toEqual({ bus: 'the bus', widgets: ['donate', 'auth', 'nav'] });
  });

  it('says in the console which file the browser refused (a failed load or a hash that does not match)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    void loadCore(window, manifestOf([core(), 'chunk-a.js'], {}, [0, 1]), [], BASE);
    document.head.querySelectorAll<HTMLLinkElement>('link')[1]!.onerror!(new Event('error'));
    expect(errors).toHaveBeenCalledWith(
      '[widgets] http://host.test/widgets/ru/chunk-a.js did not load or does not match its integrity hash',
    );
  });

  it('never imports a widget one of whose files the browser refused: the import would fetch it again, unchecked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const manifest = manifestOf(
      [core('widgets'), 'data:text/javascript,export default "the auth widget";', 'chunk-a.js'],
      { auth: [1, 2] },
    );
    const registry = (await loadCore(window, manifest, ['auth'], BASE)).start(
      window,
      null as never,
    ) as unknown as Registry;
    const chunk = [...document.head.querySelectorAll<HTMLLinkElement>('link')].find((l) =>
      l.href.endsWith('chunk-a.js'),
    )!;
    chunk.onerror!(new Event('error'));
    await expect(registry.auth!()).rejects.toThrow('http://host.test/widgets/ru/chunk-a.js was refused: not imported');
  });

  it('names that are properties of Object.prototype are no widgets: the core still starts (issue 24)', async () => {
    const names = ['constructor', '__proto__', 'toString', 'valueOf'];
    const started = await loadCore(window, manifestOf([core('widgets')], {}), names, BASE);
    const registry = started.start(window, null as never) as unknown as Registry;
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // the core's own
    for (const name of names) expect(Object.hasOwn(registry, name)).toBe(false);
  });

  it('gives a widget to the mounter once its module and its stylesheets are there', async () => {
    const manifest = manifestOf(
      [core('widgets'), 'data:text/javascript,export default "the auth widget";', '../css/auth.css'],
      { auth: [1, 2] },
    );
    const registry = (await loadCore(window, manifest, [], BASE)).start(window, null as never) as unknown as Registry;
    // Held back from the document, so only the test says when the stylesheet has loaded.
    const held: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void held.push(...(nodes as HTMLLinkElement[])));
    let loaded: unknown = null;
    const pending = registry.auth!().then((module) => (loaded = module.default));
    // Imported later than the first wave (a deferred mount point): all its files are requested at once.
    expect(held.map((l) => [l.rel, l.href, l.integrity])).toEqual([
      ['stylesheet', 'http://host.test/widgets/css/auth.css', 'sha256-hash2'],
      ['modulepreload', manifest.files[1], 'sha256-hash1'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBeNull();
    held[0]!.onload!(new Event('load'));
    await pending;
    expect(loaded).toBe('the auth widget');
  });
});
