import { describe, expect, it } from 'vitest';
import language from '../../../widgets/language/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

const MARKUP = `<div data-widget="language"><button type="button" data-language-button>RU</button>
  <ul data-language-menu hidden><li><a href="/" hreflang="ru">Русский</a></li><li><a href="/uk/" hreflang="uk">Українська</a></li><li><a href="/en/" hreflang="en">English</a></li></ul></div>
  <button id="outside">x</button>`;

function setup(path = '/donate?csp=strict#cases') {
  history.replaceState(null, '', path);
  const view = enhanceWidget(language, MARKUP, fakeServices().services);
  const button = view.el.querySelector<HTMLButtonElement>('[data-language-button]')!;
  const menu = view.el.querySelector<HTMLElement>('[data-language-menu]')!;
  const items = [...menu.querySelectorAll<HTMLAnchorElement>('a')];
  return { ...view, button, menu, items };
}
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('language dropdown', () => {
  it('points every item at the current path in its language (ru without prefix), keeping query and hash', () => {
    const { items } = setup();
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/donate?csp=strict#cases',
      '/uk/donate?csp=strict#cases',
      '/en/donate?csp=strict#cases',
    ]);
    const { items: fromUk } = setup('/uk/terms');
    expect(fromUk.map((a) => a.getAttribute('href'))).toEqual(['/terms', '/uk/terms', '/en/terms']);
  });

  it('is a menu button: roles, aria-expanded, aria-controls', () => {
    const { button, menu, items } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('role')).toBe('menu');
    expect(items.map((a) => [a.getAttribute('role'), a.tabIndex, a.parentElement!.getAttribute('role')])).toEqual([
      ['menuitem', -1, 'none'],
      ['menuitem', -1, 'none'],
      ['menuitem', -1, 'none'],
    ]);
  });

  it('opens on click with focus on the first item; arrows, Home and End move; Escape closes back to the button', () => {
    const { button, menu, items } = setup();
    button.click();
    expect([menu.hidden, button.getAttribute('aria-expanded'), document.activeElement]).toEqual([
      false,
      'true',
      items[0],
    ]);
    key(items[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    key(items[1]!, 'ArrowUp');
    key(items[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(items[2]);
    key(items[2]!, 'Home');
    expect(document.activeElement).toBe(items[0]);
    key(items[0]!, 'End');
    expect(document.activeElement).toBe(items[2]);
    key(items[2]!, 'Escape');
    expect([menu.hidden, button.getAttribute('aria-expanded'), document.activeElement]).toEqual([
      true,
      'false',
      button,
    ]);
  });

  it('ArrowUp on the button opens at the last item; a second click closes', () => {
    const { button, menu, items } = setup();
    key(button, 'ArrowUp');
    expect(document.activeElement).toBe(items[2]);
    button.click();
    expect(menu.hidden).toBe(true);
  });

  it('closes on a pointer press outside and on Tab', () => {
    const { button, menu, host, items } = setup();
    button.click();
    host.querySelector('#outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu.hidden).toBe(true);
    button.click();
    key(items[0]!, 'Tab');
    expect(menu.hidden).toBe(true);
  });
});
