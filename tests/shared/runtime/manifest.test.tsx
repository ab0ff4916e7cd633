import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCore, pickLocale, type Manifest } from '../../../shared/runtime/manifest';
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

describe('loadCore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("preloads the core's and the page widgets' files of the page's locale in one go, then starts the core with the other widgets' imports", async () => {
    (window as W).locale = 'uk';
    const manifest: Manifest = {
      ru: { files: ['ru/core.js'], core: [0], widgets: {} },
      uk: {
        files: [
          'data:text/javascript,export const start = (win, bus, widgets) => ({ bus, widgets: Object.keys(widgets) });',
          'uk/chunk-a.js',
          'uk/donate.js',
          'uk/chunk-b.js',
          'uk/auth.js',
          'css/donate.css',
          'css/auth.css',
        ],
        core: [0, 1],
        widgets: { donate: [2, 3, 1, 5], auth: [4, 6] },
      },
    };
    const result = loadCore(window, manifest, ['donate', 'nav'], 'http://host.test/widgets/widgets.js');
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    expect(hrefs).toEqual([
      'http://host.test/widgets/uk/chunk-a.js',
      'http://host.test/widgets/uk/donate.js',
      'http://host.test/widgets/uk/chunk-b.js',
    ]);
    // The page's widgets' stylesheets come in the same wave; the others' only when such a widget mounts.
    const sheets = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);
    expect(sheets()).toEqual(['http://host.test/widgets/css/donate.css']);
    const core = await result;
    expect(core.start(window, 'the bus' as never)).toEqual({ bus: 'the bus', widgets: ['donate', 'auth'] });
    delete (window as W).locale;
  });

  it('gives a widget to the mounter once its module and its stylesheets are there', async () => {
    const manifest: Manifest = {
      ru: {
        files: [
          'data:text/javascript,export const start = (win, bus, widgets) => widgets;',
          'data:text/javascript,export default "the auth widget";',
          'css/auth.css',
        ],
        core: [0],
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
});
