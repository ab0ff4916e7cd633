import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import accordion, { SWITCH_DELAY_MS } from '../../../widgets/accordion/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const item = (i: number, open = false) =>
  `<div data-accordion-item><h3><button type="button" data-accordion-title>T${i}</button></h3><div data-accordion-body${open ? '' : ' hidden'}>B${i}</div></div>`;
const MARKUP = `<div data-widget="accordion">${item(0, true)}${item(1)}${item(2)}</div>`;

function setup(markup = MARKUP) {
  const { el, cleanup } = enhanceWidget(accordion, markup, fakeServices().services);
  const titles = [...el.querySelectorAll<HTMLButtonElement>('[data-accordion-title]')];
  const state = () =>
    [...el.querySelectorAll<HTMLElement>('[data-accordion-item]')].map((it) => {
      const open = !it.querySelector<HTMLElement>('[data-accordion-body]')!.hidden;
      expect(it.querySelector('[data-accordion-title]')!.getAttribute('aria-expanded')).toBe(String(open));
      expect(it.classList.contains('is-active')).toBe(open);
      return open;
    });
  return { el, titles, state, cleanup };
}

describe('accordion', () => {
  it('waits 300 ms between closing the open item and opening the new one', () => {
    expect(SWITCH_DELAY_MS).toBe(300);
    const { titles, state } = setup();
    expect(state()).toEqual([true, false, false]);
    titles[2]!.click();
    expect(state()).toEqual([false, false, false]);
    vi.advanceTimersByTime(299);
    expect(state()).toEqual([false, false, false]);
    vi.advanceTimersByTime(1);
    expect(state()).toEqual([false, false, true]);
  });

  it('keeps exactly one item open: clicking the open one does nothing', () => {
    const { titles, state } = setup();
    titles[0]!.click();
    vi.advanceTimersByTime(1000);
    expect(state()).toEqual([true, false, false]);
  });

  it('a second click during the pause opens only the last one clicked', () => {
    const { titles, state } = setup();
    titles[1]!.click();
    vi.advanceTimersByTime(150);
    titles[2]!.click();
    vi.advanceTimersByTime(150);
    expect(state()).toEqual([false, false, false]);
    vi.advanceTimersByTime(150);
    expect(state()).toEqual([false, false, true]);
    vi.advanceTimersByTime(1000);
    expect(state()).toEqual([false, false, true]);
  });

  it('links titles and bodies for assistive technology', () => {
    const { el, titles } = setup();
    const body = el.querySelector('[data-accordion-body]')!;
    expect(titles[0]!.getAttribute('aria-controls')).toBe(body.id);
    expect(body.getAttribute('role')).toBe('region');
    expect(body.getAttribute('aria-labelledby')).toBe(titles[0]!.id);
  });

  it('opens the first item when the markup has none open', () => {
    const { state } = setup(`<div data-widget="accordion">${item(0)}${item(1)}</div>`);
    expect(state()).toEqual([true, false]);
  });

  it('cancels a pending switch on cleanup', () => {
    const { titles, cleanup } = setup();
    titles[1]!.click();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
