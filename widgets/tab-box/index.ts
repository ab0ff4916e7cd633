import { defineWidget } from '../../shared/runtime/define';
import { enhanceTabs } from '../../shared/ui/enhance-tabs';

/** Generic tab box: a click on a `[data-tab-box-tab]` shows its `[data-tab-box-panel]` (same order). */
export default defineWidget({
  name: 'tab-box',
  enhance({ el, services }) {
    const own = (selector: string) =>
      [...el.querySelectorAll<HTMLElement>(selector)].filter((n) => n.closest('[data-widget="tab-box"]') === el);
    const tabs = enhanceTabs({
      root: el,
      tabs: own('[data-tab-box-tab]'),
      panels: own('[data-tab-box-panel]'),
      idPrefix: services.instanceId,
    });
    return () => tabs.destroy();
  },
});
