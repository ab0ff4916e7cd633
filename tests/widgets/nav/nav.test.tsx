import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import nav from '../../../widgets/nav/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

const MARKUP = `<header data-widget="nav">
  <nav id="menu" data-nav-menu><a href="/#about" id="to-about">About</a><a href="/donate" id="to-donate">Donate</a></nav>
  <button type="button" data-nav-burger aria-expanded="false"><span data-nav-burger-label>Open the menu</span></button>
</header><section id="about">About us</section>`;

let wide: { matches: boolean; listeners: Set<() => void> };
beforeEach(() => {
  wide = { matches: false, listeners: new Set() };
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query.includes('min-width') ? wide.matches : false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => wide.listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => wide.listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => document.documentElement.classList.remove('wgt-scroll-lock'));

function setup(isHome: boolean) {
  const fake = fakeServices({ config: { isHome, locale: 'en' } });
  const view = enhanceWidget(nav, MARKUP, fake.services);
  const burger = view.el.querySelector<HTMLButtonElement>('[data-nav-burger]')!;
  return { ...fake, ...view, burger };
}
const open = (el: HTMLElement) => el.classList.contains('wgt-nav-open');
const locked = () => document.documentElement.classList.contains('wgt-scroll-lock');

describe('nav: hash links', () => {
  it('on the home page scrolls smoothly to 100 px above the section and keeps the hash', () => {
    const { el, nav: spyNav } = setup(true);
    const section = document.getElementById('about')!;
    section.getBoundingClientRect = () => ({ top: 640 }) as DOMRect;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#to-about')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 540, behavior: 'smooth' });
    expect(spyNav.setHash).toHaveBeenCalledWith('about');
    expect(document.activeElement).toBe(section);
  });

  it('elsewhere lets the link navigate', () => {
    const { el } = setup(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#to-about')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('does not touch links to other pages, or modified clicks', () => {
    const { el } = setup(true);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('#to-donate')!.dispatchEvent(plain);
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    el.querySelector('#to-about')!.dispatchEvent(ctrl);
    expect([plain.defaultPrevented, ctrl.defaultPrevented]).toEqual([false, false]);
  });
});

describe('nav: burger menu (disclosure)', () => {
  it('opens and closes, locking page scroll while open, with its label and aria-expanded', () => {
    const { el, burger } = setup(true);
    expect(burger.getAttribute('aria-controls')).toBe('menu');
    burger.click();
    expect([open(el), locked(), burger.getAttribute('aria-expanded'), burger.textContent]).toEqual([
      true,
      true,
      'true',
      'Close the menu',
    ]);
    burger.click();
    expect([open(el), locked(), burger.getAttribute('aria-expanded'), burger.textContent]).toEqual([
      false,
      false,
      'false',
      'Open the menu',
    ]);
  });

  it('closes on a link click and re-enables scrolling (on any page)', () => {
    const { el, burger } = setup(false);
    burger.click();
    (el.querySelector('#to-donate') as HTMLElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect([open(el), locked()]).toEqual([false, false]);
  });

  it('closes on Escape and returns focus to the burger', () => {
    const { el, burger } = setup(true);
    burger.click();
    el.querySelector<HTMLElement>('#to-donate')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect([open(el), locked()]).toEqual([false, false]);
    expect(document.activeElement).toBe(burger);
  });

  it('closes when the window becomes 1170 px or wider', () => {
    const { el, burger } = setup(true);
    burger.click();
    wide.matches = true;
    wide.listeners.forEach((fn) => fn());
    expect([open(el), locked()]).toEqual([false, false]);
  });

  it('cleanup unlocks the page and stops listening', () => {
    const { burger, cleanup } = setup(true);
    burger.click();
    cleanup();
    expect(locked()).toBe(false);
    expect(wide.listeners.size).toBe(0);
  });
});

/** The next frame, and the task after it: when the burger marks the page inert. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('nav: the open burger menu owns the keyboard', () => {
  it('opening moves the focus to the first link and, after the paint, makes the page inert; Escape undoes both', async () => {
    const { burger } = setup(false);
    const section = document.getElementById('about')!;
    burger.focus();
    burger.click();
    expect(document.activeElement?.id).toBe('to-about');
    // Not in the click's task: the whole page restyled before the menu's first paint (INP).
    expect(section.hasAttribute('inert')).toBe(false);
    await afterPaint();
    expect(section.hasAttribute('inert')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(section.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(burger);
  });

  it('closed before its paint, the menu leaves nothing inert', async () => {
    const { burger } = setup(false);
    burger.click();
    burger.click();
    await afterPaint();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('Tab from the last stop goes round to the first, not out of the page', () => {
    const { burger } = setup(false);
    burger.click();
    burger.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('to-about');
  });
});
