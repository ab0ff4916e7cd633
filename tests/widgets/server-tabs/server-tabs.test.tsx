import { afterEach, describe, expect, it, vi } from 'vitest';
import serverTabs from '../../../widgets/server-tabs/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

afterEach(() => void vi.useRealTimers());

const points = (n: number) => Array.from({ length: n }, (_, i) => `<li data-point>p${i}</li>`).join('');
const MARKUP = `<div data-widget="server-tabs">
  <div class="list"><button data-tab>One</button><button data-tab>Two</button><button data-tab>Three</button><button data-tab>Four</button></div>
  <div data-panel><ul>${points(4)}</ul></div><div data-panel hidden><ul>${points(5)}</ul></div>
  <div data-panel hidden></div><div data-panel hidden></div></div>`;

const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('server tabs', () => {
  it('adds the WAI-ARIA tabs pattern to the markup, first tab selected', () => {
    const { el } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    const tabs = [...el.querySelectorAll('[data-tab]')];
    const panels = [...el.querySelectorAll<HTMLElement>('[data-panel]')];
    expect(el.querySelector('.list')!.getAttribute('role')).toBe('tablist');
    expect(
      tabs.map((t) => [t.getAttribute('role'), t.getAttribute('aria-selected'), t.getAttribute('tabindex')]),
    ).toEqual([
      ['tab', 'true', '0'],
      ['tab', 'false', '-1'],
      ['tab', 'false', '-1'],
      ['tab', 'false', '-1'],
    ]);
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true, true]);
    expect(panels[1]!.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panels[1]!.id);
  });

  it('sizes the indicator to 100% / count and slides it to the selected tab', () => {
    const { el } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    const indicator = el.querySelector<HTMLElement>('.wgt-tab-indicator')!;
    expect(indicator.getAttribute('aria-hidden')).toBe('true');
    expect(indicator.style.getPropertyValue('--wgt-tab-width')).toBe('25%');
    expect(indicator.style.getPropertyValue('--wgt-tab-index')).toBe('0');
    el.querySelectorAll<HTMLElement>('[data-tab]')[2]!.click();
    expect(indicator.style.getPropertyValue('--wgt-tab-index')).toBe('2');
  });

  it('moves with arrows, Home and End (wrapping), focusing and selecting', () => {
    const { el } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    const tabs = [...el.querySelectorAll<HTMLElement>('[data-tab]')];
    key(tabs[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs[3]);
    expect(tabs[3]!.getAttribute('aria-selected')).toBe('true');
    key(tabs[3]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'End');
    expect(document.activeElement).toBe(tabs[3]);
    key(tabs[3]!, 'Home');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect([...el.querySelectorAll<HTMLElement>('[data-panel]')].map((p) => p.hidden)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("reveals the new panel's points in pairs, 200 ms apart", () => {
    vi.useFakeTimers();
    const { el } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    el.querySelectorAll<HTMLElement>('[data-tab]')[1]!.click();
    const shown = () =>
      [...el.querySelectorAll('[data-panel]')[1]!.querySelectorAll('[data-point]')].map(
        (p) => !p.classList.contains('wgt-point-pending'),
      );
    vi.advanceTimersByTime(0);
    expect(shown()).toEqual([true, true, false, false, false]);
    vi.advanceTimersByTime(199);
    expect(shown()).toEqual([true, true, false, false, false]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([true, true, true, true, false]);
    vi.advanceTimersByTime(200);
    expect(shown()).toEqual([true, true, true, true, true]);
  });

  it("does not hide the first panel's points on mount (they are visible without script)", () => {
    const { el } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    expect(el.querySelectorAll('.wgt-point-pending')).toHaveLength(0);
  });

  it('cleans up its listeners and timers', () => {
    vi.useFakeTimers();
    const { el, cleanup } = enhanceWidget(serverTabs, MARKUP, fakeServices().services);
    el.querySelectorAll<HTMLElement>('[data-tab]')[1]!.click();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
    el.querySelectorAll<HTMLElement>('[data-tab]')[2]!.click();
    expect(el.querySelectorAll('[data-tab]')[2]!.getAttribute('aria-selected')).toBe('false');
  });
});
