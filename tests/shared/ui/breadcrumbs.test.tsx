import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { Breadcrumbs, type Crumb } from '../../../shared/ui/breadcrumbs';
import { isPlainClick } from '../../../shared/ui/plain-click';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

const render = (ui: Parameters<typeof renderWith>[0], locale: Locale = 'en') =>
  renderWith(ui, fakeServices({ config: { locale } }).services);

describe('isPlainClick', () => {
  it('refuses every click a browser gives its own meaning (new tab, window, download, middle button)', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(plain)).toBe(true);
    for (const modified of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])
      expect(isPlainClick({ ...plain, ...modified })).toBe(false);
  });
});

describe('Breadcrumbs', () => {
  const render3 = (follow = vi.fn()) => {
    render(
      <Breadcrumbs
        links={[
          { href: '/en/cabinet', label: 'Cabinet' },
          { href: '/en/cabinet#inventory', label: 'Inventory', follow },
        ]}
        current="Gold case"
      />,
    );
    return follow;
  };

  it('a modified click is the browser’s (a new tab): nothing is followed in the page', () => {
    const follow = render3();
    const link = screen.getByRole('link', { name: 'Inventory' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(fireEvent.click(link, init)).toBe(true);
    expect(follow).not.toHaveBeenCalled();
  });

  it('is a named list of real links ending in the current page; a plain click is followed in the page', () => {
    const follow = render3();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cabinet', 'Inventory', 'Gold case']);
    expect(nav.querySelector('[aria-current="page"]')!.textContent).toBe('Gold case');
    expect(screen.getByRole('link', { name: 'Cabinet' }).getAttribute('href')).toBe('/en/cabinet');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Inventory' }))).toBe(false);
    expect(follow).toHaveBeenCalledOnce();
  });

  it('without a current page, ends with the last link', () => {
    render(<Breadcrumbs links={[{ href: '/x', label: 'X' }]} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).querySelector('[aria-current]')).toBeNull();
  });

  it.each(LOCALES)('%s: names itself in the page language (one label for every trail)', (locale) => {
    const links: Crumb[] = [{ href: '/x', label: 'X' }];
    render(<Breadcrumbs links={links} />, locale);
    const name = screen.getByRole('navigation').getAttribute('aria-label');
    expect(name).toBe({ ru: 'Навигация', uk: 'Навігація', en: 'Breadcrumbs' }[locale]);
  });
});
