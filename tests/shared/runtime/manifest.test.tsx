import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadCore,
  packManifest,
  pickCore,
  pickLocale,
  unpackManifest,
  type Manifest,
} from '../../../shared/runtime/manifest';
import type { Registry } from '../../../shared/runtime/mounter';

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

describe('pickCore (the core or page bundle a page loads)', () => {
  const cores: [number, string[]][] = [
    [0, []],
    [1, ['auth']],
    [2, ['cabinet', 'banner']],
    [3, ['online-counter', 'banner', 'copy']],
  ];

  it('takes the bundle carrying the most of the page widgets, and only bundles carrying nothing else', () => {
    expect(pickCore(cores, ['nav', 'cabinet', 'banner', 'logout'])[0]).toBe(2);
    expect(pickCore(cores, ['auth', 'cabinet', 'banner'])[0]).toBe(2);
    expect(pickCore(cores, ['online-counter', 'banner', 'copy', 'reveal'])[0]).toBe(3);
    // Every bundle with banner carries a widget this page lacks: the core alone, banner its own files.
    expect(pickCore(cores, ['banner', 'nav'])[0]).toBe(0);
    expect(pickCore(cores, [])[0]).toBe(0);
  });
});

describe('packManifest / unpackManifest (the manifest as the loader carries it)', () => {
  const build = (locale: string, hash: string) => ({
    files: [
      `${locale}-${hash}/core.js`,
      `${locale}-${hash}/chunk.js`,
      `${locale}-${hash}/email-verification.js`,
      'css-CSS4HASH/email-verification.css',
    ],
    cores: [[0, []]] as [number, string[]][],
    widgets: { 'email-verification': [2, 1, 3] },
  });
  const manifest: Manifest = { ru: build('ru', 'RUHASH01'), uk: build('uk', 'UKHASH01'), en: build('en', 'ENHASH01') };

  it('writes each file once, without its folder, one hash a locale, and gives every locale its files back', () => {
    const packed = packManifest(manifest);
    expect(packed.files).toEqual(['core', 'chunk', 'email-verification', 'css/email-verification.css']);
    expect(packed.hashes).toEqual({ ru: 'RUHASH01', uk: 'UKHASH01', en: 'ENHASH01' });
    expect(packed.folders).toEqual({ css: 'css-CSS4HASH' });
    expect(unpackManifest(packed)).toEqual(manifest);
  });

  it('refuses locales that differ in more than their folder, a locale in two folders, and names without one', () => {
    const other = { ...manifest, en: { ...build('en', 'ENHASH01'), widgets: {} } };
    expect(() => packManifest(other)).toThrow('locale en differs from ru');
    const renamed = {
      ...manifest,
      en: { ...build('en', 'ENHASH01'), files: ['en-ENHASH01/core.js', 'en-ENHASH01/chunk-2.js'] },
    };
    expect(() => packManifest(renamed)).toThrow('locale en differs from ru');
    const split = { ru: { ...manifest.ru!, files: ['ru-RUHASH01/core.js', 'ru-RUHASH02/chunk.js'] } };
    expect(() => packManifest(split)).toThrow("ru-RUHASH02/chunk.js is not in ru's one folder");
    const styles = {
      ...manifest,
      uk: { ...manifest.uk!, files: manifest.uk!.files.map((f) => f.replace('CSS4HASH', 'CSS4HAS2')) },
    };
    expect(() => packManifest(styles)).toThrow("css-CSS4HAS2/email-verification.css is not in css's one folder");
    expect(() => packManifest({ ru: { ...manifest.ru!, files: ['ru/core.js'] } })).toThrow('cannot pack ru/core.js');
  });
});

describe('loadCore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("preloads the page widgets' files of the page's locale in one go, then starts the core with its widgets and the others' imports", async () => {
    (window as W).locale = 'uk';
    const manifest: Manifest = {
      ru: { files: ['ru/core.js'], cores: [[0, []]], widgets: {} },
      uk: {
        files: [
          'data:text/javascript,export const widgets = { nav: 1 }; export const start = (win, bus, widgets) => ({ bus, widgets: Object.keys(widgets) });',
          'uk/chunk-a.js',
          'uk/donate.js',
          'uk/chunk-b.js',
          'uk/auth.js',
          'css/donate.css',
          'css/auth.css',
        ],
        cores: [[0, []]],
        widgets: { donate: [2, 3, 1, 5], auth: [4, 6] },
      },
    };
    const result = loadCore(window, manifest, ['donate', 'nav'], 'http://host.test/widgets/widgets.js');
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    expect(hrefs).toEqual([
      'http://host.test/widgets/uk/donate.js',
      'http://host.test/widgets/uk/chunk-b.js',
      'http://host.test/widgets/uk/chunk-a.js',
    ]);
    // The page's widgets' stylesheets come in the same wave; the others' only when such a widget mounts.
    const sheets = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);
    expect(sheets()).toEqual(['http://host.test/widgets/css/donate.css']);
    const core = await result;
    expect(core.start(window, 'the bus' as never)).toEqual({ bus: 'the bus', widgets: ['donate', 'auth', 'nav'] });
    delete (window as W).locale;
  });

  it('names that are properties of Object.prototype are no widgets: the core still starts (issue 24)', async () => {
    const manifest: Manifest = {
      ru: {
        files: ['data:text/javascript,export const widgets = {}; export const start = (win, bus, widgets) => widgets;'],
        cores: [[0, []]],
        widgets: {},
      },
    };
    const names = ['constructor', '__proto__', 'toString', 'valueOf'];
    const core = await loadCore(window, manifest, names, 'http://host.test/widgets/widgets.js');
    const registry = core.start(window, null as never) as unknown as Registry;
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    for (const name of names) expect(Object.hasOwn(registry, name)).toBe(false);
  });

  it('gives a widget to the mounter once its module and its stylesheets are there', async () => {
    const manifest: Manifest = {
      ru: {
        files: [
          'data:text/javascript,export const widgets = {}; export const start = (win, bus, widgets) => widgets;',
          'data:text/javascript,export default "the auth widget";',
          'css/auth.css',
        ],
        cores: [[0, []]],
        widgets: { auth: [1, 2] },
      },
    };
    const registry = (await loadCore(window, manifest, [], 'http://host.test/widgets/widgets.js')).start(
      window,
      null as never,
    ) as unknown as Registry;
    // Held back from the document, so only the test says when the stylesheet has loaded.
    const links: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation(
      (...nodes) => void links.push(...(nodes as HTMLLinkElement[])),
    );
    let loaded: unknown = null;
    const pending = registry.auth!().then((module) => (loaded = module.default));
    // Imported later than the first wave (a deferred mount point): all its files are requested at once.
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['stylesheet', 'http://host.test/widgets/css/auth.css'],
      ['modulepreload', manifest.ru!.files[1]],
    ]);
    const sheet = links[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBeNull();
    sheet.onload!(new Event('load'));
    await pending;
    expect(loaded).toBe('the auth widget');
  });

  it('loads a page bundle when one fits: no file of the widgets inside it, their stylesheets in the same wave, the widgets from the bundle', async () => {
    const bundle =
      'data:text/javascript,export const widgets = { auth: () => Promise.resolve("auth from the bundle") }; export const start = (win, bus, widgets) => widgets;';
    const manifest: Manifest = {
      ru: {
        // (A stylesheet is linked once per document: this one is new to it.)
        files: ['ru/core.js', bundle, 'ru/auth.js', 'css/sign-in.css', 'ru/copy.js', 'ru/chunk-link.js'],
        cores: [
          [0, []],
          [1, ['auth']],
        ],
        widgets: { auth: [2, 5, 3], copy: [4, 5] },
      },
    };
    const started = loadCore(window, manifest, ['auth', 'copy', 'nav'], 'http://host.test/widgets/widgets.js');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [l.rel, l.href]);
    expect(links).toEqual([
      ['stylesheet', 'http://host.test/widgets/css/sign-in.css'],
      ['modulepreload', 'http://host.test/widgets/ru/copy.js'],
      ['modulepreload', 'http://host.test/widgets/ru/chunk-link.js'],
    ]);
    const registry = (await started).start(window, null as never) as unknown as Registry;
    const auth = registry.auth!();
    document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.onload!(new Event('load'));
    expect(await auth).toBe('auth from the bundle');
    expect(document.head.querySelectorAll('link[href$="auth.js"]')).toHaveLength(0);
  });
});
