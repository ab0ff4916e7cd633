import { describe, expect, it } from 'vitest';
import { lockScroll, SCROLL_LOCK_CLASS } from '../../../shared/ui/scroll-lock';

const locked = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);

describe('lockScroll', () => {
  it('keeps the page locked until every holder released it, and a second release is a no-op', () => {
    const menu = lockScroll(document);
    const modal = lockScroll(document);
    expect(locked()).toBe(true);
    menu();
    menu();
    expect(locked()).toBe(true);
    modal();
    expect(locked()).toBe(false);
  });
});
