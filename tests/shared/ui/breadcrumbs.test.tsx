import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../../../shared/ui/breadcrumbs';
import { isPlainClick } from '../../../shared/ui/plain-click';

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
        label="Breadcrumbs"
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
    render(<Breadcrumbs label="Trail" links={[{ href: '/x', label: 'X' }]} />);
    expect(screen.getByRole('navigation', { name: 'Trail' }).querySelector('[aria-current]')).toBeNull();
  });
});
