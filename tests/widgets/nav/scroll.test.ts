import { describe, expect, it } from 'vitest';
import { ANCHOR_OFFSET_PX, DESKTOP_MIN_WIDTH, hashTarget, scrollTarget } from '../../../widgets/nav/scroll';

describe('nav: scroll target', () => {
  it('uses the constants docs/widgets/nav.md names', () => {
    expect(ANCHOR_OFFSET_PX).toBe(100);
    expect(DESKTOP_MIN_WIDTH).toBe(1170);
  });

  it.each([
    // sectionTop (viewport), scrollY, expected
    [500, 0, 400],
    [500, 1000, 1400],
    [-300, 2000, 1600],
    [50, 0, 0],
    [100, 0, 0],
    [100.6, 10, 11],
  ])('section at %s px with the page scrolled %s px → %s', (top, scrollY, expected) => {
    expect(scrollTarget(top, scrollY)).toBe(expected);
  });
});

describe('nav: which links scroll', () => {
  const home = 'http://site.test/?csp=strict';
  it.each([
    ['/#about', home, true, 'about'],
    ['/?csp=strict#servers', home, true, 'servers'],
    ['#news', home, true, 'news'],
    ['http://site.test/#about', home, true, 'about'],
    ['/uk/#about', 'http://site.test/uk', true, 'about'],
    ['/#%D0%BE', home, true, 'о'],
    ['/#about', home, false, null],
    ['/donate', home, true, null],
    ['/donate#cases', home, true, null],
    ['/#', home, true, null],
    ['/', home, true, null],
    ['http://other.test/#about', home, true, null],
    ['/#about', 'http://site.test/terms', true, null],
  ])('%s on %s (isHome %s) → %s', (href, here, isHome, expected) => {
    expect(hashTarget(href, here, isHome)).toBe(expected);
  });
});
