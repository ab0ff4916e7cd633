import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAttributes, sanitizerConfig } from '../../../shared/ui/sanitize-policy';
import { SVG_PROFILE } from '../../../shared/ui/sanitize-svg';

// The decision between the browser's sanitizer and DOMPurify, and the policy's shape. happy-dom can
// sanitize with neither: what the markup becomes is checked in Chromium (e2e/xss.spec.ts, both paths).
type Proto = { setHTML?: unknown };
const proto = Element.prototype as Proto;

/** A fresh copy of the module (its fallback state is per page), with or without a `setHTML`. */
async function load(native: ((this: Element, html: string, options: unknown) => void) | undefined) {
  if (native) proto.setHTML = native;
  else delete proto.setHTML;
  vi.resetModules();
  return import('../../../shared/ui/sanitize');
}

afterEach(() => {
  delete proto.setHTML;
  vi.doUnmock('../../../shared/ui/purify');
});

const SVG = 'http://www.w3.org/2000/svg';
const names = (list: unknown[] | undefined) =>
  (list ?? []).map((e) =>
    typeof e === 'string' ? e : `${(e as { namespace: string }).namespace}|${(e as { name: string }).name}`,
  );

describe('sanitizer: native or DOMPurify', () => {
  it('uses setHTML with the policy where the browser has it: ready at once, no DOMPurify', async () => {
    const calls: [string, unknown][] = [];
    const purify = vi.fn();
    vi.doMock('../../../shared/ui/purify', () => {
      purify();
      return { sanitize: () => 'never' };
    });
    const s = await load(function (this: Element, html, options) {
      calls.push([html, options]);
      this.innerHTML = '<a href=" vbscript:x()">a</a>';
    });
    expect(s.nativeSanitizer()).toBe(true);
    expect(s.sanitizerReady()).toBe(true);
    await s.loadSanitizer();
    await expect(s.withSanitizer(Promise.resolve(7))).resolves.toBe(7);
    const el = document.createElement('div');
    expect(s.setMarkup(el, '<b>x</b>', SVG_PROFILE)).toBe(true);
    expect(calls).toEqual([['<b>x</b>', { sanitizer: sanitizerConfig(SVG_PROFILE) }]]);
    // DOMPurify's URL rule runs after setHTML.
    expect(el.innerHTML).toBe('<a>a</a>');
    expect(purify).not.toHaveBeenCalled();
  });

  it('elsewhere imports DOMPurify once, on the first need, and nothing is set before it is in', async () => {
    const sanitize = vi.fn((html: string, options: { svg?: boolean }) => `<i>${options.svg ? 'svg' : 'html'}</i>`);
    let imports = 0;
    vi.doMock('../../../shared/ui/purify', () => {
      imports++;
      return { sanitize };
    });
    const s = await load(undefined);
    expect(s.nativeSanitizer()).toBe(false);
    const el = document.createElement('div');
    el.textContent = 'before';
    expect(s.sanitizerReady()).toBe(false);
    expect(s.setMarkup(el, '<b>x</b>')).toBe(false);
    expect(el.textContent).toBe('before');
    expect(imports).toBe(0);
    const order: string[] = [];
    await Promise.all([
      s.withSanitizer(Promise.resolve('data')).then((d) => order.push(`${d}, ready: ${s.sanitizerReady()}`)),
      s.loadSanitizer(),
    ]);
    expect(order).toEqual(['data, ready: true']);
    expect(imports).toBe(1);
    expect(s.setMarkup(el, '<b>x</b>', SVG_PROFILE)).toBe(true);
    expect(sanitize).toHaveBeenCalledWith('<b>x</b>', { svg: true });
    expect(el.innerHTML).toBe('<i>svg</i>');
  });

  it('a fallback that failed to load is asked for again next time', async () => {
    let attempt = 0;
    vi.doMock('../../../shared/ui/purify', () => {
      if (++attempt === 1) throw new Error('chunk failed');
      return { sanitize: () => '<i>ok</i>' };
    });
    const s = await load(undefined);
    await expect(s.withSanitizer(Promise.resolve(1))).rejects.toThrow(); // vitest wraps the factory's error
    expect(s.sanitizerReady()).toBe(false);
    await s.loadSanitizer();
    expect(s.sanitizerReady()).toBe(true);
  });
});

describe('sanitizer policy (setHTML configuration)', () => {
  it('html: no svg, none of the forbidden elements or attributes, no comments or data-*', () => {
    const config = sanitizerConfig();
    const elements = names(config.elements);
    expect(elements).toContain('p');
    expect(elements).toContain('img');
    expect(elements.some((e) => e.includes('svg') || e.includes('math'))).toBe(false);
    const unwrapped = ['form', 'button', 'textarea', 'select', 'dialog', 'marquee', 'blink'];
    for (const tag of ['style', 'input', 'script', 'iframe', 'template', ...unwrapped])
      expect(elements).not.toContain(tag);
    expect(config.replaceWithChildrenElements).toEqual(unwrapped);
    const attributes = names(config.attributes);
    // What leaves the flow (the top layer) or acts on the host page's elements by id.
    const overlays = ['popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor'];
    for (const attr of ['style', 'target', 'is', 'srcdoc', 'formaction', 'onclick', ...overlays])
      expect(attributes).not.toContain(attr);
    expect(attributes).toContain('aria-label');
    expect(config.comments).toBe(false);
    expect(config.dataAttributes).toBe(false);
  });

  it('svg: the svg elements in their namespace, in the DOM case; no duplicates (Chromium refuses them)', () => {
    const config = sanitizerConfig(SVG_PROFILE);
    const elements = names(config.elements);
    for (const tag of ['svg', 'path', 'linearGradient', 'feGaussianBlur']) expect(elements).toContain(`${SVG}|${tag}`);
    for (const tag of ['script', 'use', 'foreignObject', 'animate', 'set', 'style'])
      expect(elements).not.toContain(`${SVG}|${tag}`);
    const attributes = names(config.attributes);
    expect(attributes).toContain('viewBox');
    expect(attributes).toContain('http://www.w3.org/1999/xlink|href');
    expect(new Set(attributes).size).toBe(attributes.length);
    expect(new Set(elements).size).toBe(elements.length);
    expect(config.dataAttributes).toBe(false);
  });

  it("after setHTML: DOMPurify's URL and named-props rules, no wgt-* class, template contents included", () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<a href="data:text/html,x">1</a>',
      '<a href="java&#9;script:x">2</a>',
      '<a href="https://example.com/?a=1" title="javascript:kept">3</a>',
      '<a href="/relative">4</a><a href="mailto:a@b.c">5</a><a href="tel:+1">6</a>',
      '<img src="data:image/png;base64,AA" alt="">',
      '<video poster="data:image/png;base64,AA"></video>',
      '<p id="cookie" name="forms">7</p><p id="ok-id">8</p><img id="grecaptcha" alt=""><p id="user-content-y">y</p>',
      '<div class="wgt-modal note Wgt-x">10</div><b class=" wgt-btn ">11</b>',
      '<template><a href="vbscript:x">9</a></template>',
    ].join('');
    checkAttributes(root);
    expect(root.innerHTML).toBe(
      [
        '<a>1</a>',
        '<a>2</a>',
        '<a href="https://example.com/?a=1" title="javascript:kept">3</a>',
        '<a href="/relative">4</a><a href="mailto:a@b.c">5</a><a href="tel:+1">6</a>',
        '<img src="data:image/png;base64,AA" alt="">',
        '<video></video>',
        '<p name="user-content-forms" id="user-content-cookie">7</p><p id="user-content-ok-id">8</p>',
        '<img alt="" id="user-content-grecaptcha"><p id="user-content-y">y</p>',
        '<div class="note">10</div><b>11</b>',
        '<template><a>9</a></template>',
      ].join(''),
    );
  });
});
