import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../../shared/runtime/boot';
import { configSource, currentScriptUrl, guardDocument, pageGlobal } from '../../../shared/runtime/host-page';
import { pickLocale } from '../../../shared/loader/manifest';
import { readConfig } from '../../../shared/runtime/config';
import { LOCALES } from '../../../shared/i18n/locales';

/**
 * Named access as the browser does it: an element with an id or name answers `window.x` from an object
 * up the window's prototype chain, never as the window's own property (happy-dom has no named access).
 */
function nameOnWindow(name: string, value: unknown) {
  const proto = Object.getPrototypeOf(window) as object;
  Object.defineProperty(proto, name, {
    get: () => value,
    // An assignment makes the window's own property, which hides the element from then on.
    set(this: object, own: unknown) {
      Object.defineProperty(this, name, { value: own, writable: true, configurable: true, enumerable: true });
    },
    configurable: true,
  });
  return () => void delete (proto as Record<string, unknown>)[name];
}

/** The window with the host's globals as plain keys. */
const w = window as unknown as Record<string, unknown>;

describe('the host page by id or name (a player post beside the widgets)', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    undo.splice(0).forEach((fn) => fn());
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete w.locale;
    delete w.apiUrl;
  });

  it('takes only a JSON script as the config block, not a post with its id', () => {
    w.apiUrl = 'https://api.host.test';
    w.locale = 'en';
    document.body.innerHTML = `<p id="widgets-config">{"apiUrl":"https://evil.example","locale":"ru"}</p>`;
    expect(configSource(window).apiUrl).toBe('https://api.host.test');
    expect(pickLocale(window, [...LOCALES])).toBe('en');
    const warn = vi.fn();
    expect(readConfig(window, warn)).toMatchObject({ apiUrl: 'https://api.host.test', locale: 'en' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds the host\u2019s block after an earlier element with the same id', () => {
    document.body.innerHTML = `<p id="widgets-config">{"locale":"ru"}</p><script type="application/json" id="widgets-config">{"locale":"uk"}</script>`;
    expect(pickLocale(window, [...LOCALES])).toBe('uk');
  });

  it('reads only globals the host set, not an element named after one', () => {
    const img = document.createElement('img');
    undo.push(nameOnWindow('productName', img));
    expect(w.productName).toBe(img); // what a plain read would take
    expect(pageGlobal(window, 'productName')).toBeUndefined();
    const warn = vi.fn();
    expect(readConfig(window, warn).productName).toBe('');
    expect(warn).not.toHaveBeenCalled();
    w.productName = 'Nova RP';
    expect(pageGlobal(window, 'productName')).toBe('Nova RP');
    delete w.productName;
  });

  it('reads the running script from Document, not from an <img name="currentScript">', () => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/skin/';
    Object.defineProperty(document, 'currentScript', { value: img, configurable: true });
    undo.push(() => void delete (document as unknown as Record<string, unknown>).currentScript);
    expect(currentScriptUrl(document)).toBeUndefined();
  });

  it('starts when an element is named Widgets, and refuses only a running copy of the bundle', () => {
    undo.push(nameOnWindow('Widgets', document.createElement('h3')));
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const load = vi.fn(() => new Promise<never>(() => {}));
    boot(window, load);
    expect(info).not.toHaveBeenCalled();
    const first = w.Widgets;
    expect(Object.hasOwn(window, 'Widgets')).toBe(true);
    boot(window, load);
    expect(w.Widgets).toBe(first);
    expect(info).toHaveBeenCalledWith('[widgets] bundle loaded twice; the second copy does nothing');
    delete w.Widgets;
  });
});

describe('a post naming a document built-in (Document lets the element shadow it)', () => {
  it('loses that name or id, now and when added later; other names stay', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = new HappyWindow();
    const { document } = win;
    document.body.innerHTML = `<iframe name="createElementNS" title="p"></iframe><img name="body" alt=""><img name="kitten" alt="">
      <form name="cookie"><input name="getAttribute"></form><embed name="activeElement"><object id="defaultView"></object>`;
    guardDocument(win as unknown as Window);
    const names = () =>
      [...document.body.querySelectorAll('iframe, img, form, embed, object')].map(
        (el) => `${el.localName}:${el.getAttribute('name') ?? el.getAttribute('id') ?? ''}`,
      );
    expect(names()).toEqual(['iframe:', 'img:', 'img:kitten', 'form:', 'embed:', 'object:']);
    expect(console.warn).toHaveBeenCalledWith(
      '[widgets] host page: name="createElementNS" removed, it hid document.createElementNS',
    );
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div><img name="querySelector" alt=""></div><object id="head"></object>',
    );
    document.querySelector('img[name="kitten"]')!.setAttribute('name', 'createTextNode');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names()).toEqual(['iframe:', 'img:', 'img:', 'form:', 'embed:', 'object:', 'img:', 'object:']);
    await win.happyDOM.close();
  });
});
