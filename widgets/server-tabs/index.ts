import { defineWidget } from '../../shared/runtime/define';
import { enhanceTabs } from '../../shared/ui/enhance-tabs';
import { indicatorWidth, staggerDelays } from './stagger';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion';

const PENDING = 'wgt-point-pending';

/**
 * Server tabs: `[data-tab]` buttons, `[data-panel]` panels with `[data-point]` info points. A sliding
 * indicator (100% / tab count wide) follows the selected tab; a newly shown panel reveals its points in
 * pairs, 200 ms apart.
 */
export default defineWidget({
  name: 'server-tabs',
  enhance({ el, services }) {
    const tabs = [...el.querySelectorAll<HTMLElement>('[data-tab]')];
    const panels = [...el.querySelectorAll<HTMLElement>('[data-panel]')];
    const list = tabs[0]?.parentElement;
    let indicator = el.querySelector<HTMLElement>('[data-tab-indicator]');
    if (list && !indicator) {
      indicator = el.ownerDocument.createElement('span');
      indicator.setAttribute('aria-hidden', 'true');
      list.append(indicator);
    }
    indicator?.classList.add('wgt-tab-indicator');
    indicator?.style.setProperty('--wgt-tab-width', indicatorWidth(tabs.length));
    const slide = (index: number) => indicator?.style.setProperty('--wgt-tab-index', String(index));

    let timers: (() => void)[] = [];
    const stop = () => {
      timers.forEach((cancel) => cancel());
      timers = [];
    };
    const reveal = (panel: HTMLElement | undefined) => {
      stop();
      const points = [...(panel?.querySelectorAll<HTMLElement>('[data-point]') ?? [])];
      if (prefersReducedMotion(el.ownerDocument.defaultView)) return points.forEach((p) => p.classList.remove(PENDING));
      points.forEach((p) => p.classList.add(PENDING));
      staggerDelays(points.length).forEach((delay, i) => {
        timers.push(services.clock.timeout(() => points[i]!.classList.remove(PENDING), delay));
      });
    };

    const tabsApi = enhanceTabs({
      root: el,
      tabs,
      panels,
      idPrefix: services.instanceId,
      onSelect: (index) => {
        slide(index);
        reveal(panels[index]);
      },
    });
    slide(tabsApi.index);
    return () => {
      stop();
      tabsApi.destroy();
    };
  },
});
