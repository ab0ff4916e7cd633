/**
 * WAI-ARIA tabs on server-rendered markup (no React): roles, ids and aria attributes are added, the
 * panels follow the selected tab, and arrows/Home/End move and select (automatic activation).
 * The markup should already show only the selected panel, so nothing moves when this runs.
 */
export interface TabsEnhancer {
  readonly index: number;
  select(index: number, focus?: boolean): void;
  destroy(): void;
}

export interface EnhanceTabsOptions {
  /** The element listened on (the mount point). */
  root: HTMLElement;
  tabs: HTMLElement[];
  panels: HTMLElement[];
  /** Unique per instance: the prefix of generated ids. */
  idPrefix: string;
  /** Class the selected tab and panel carry (for the host's styles). */
  activeClass?: string;
  onSelect?: (index: number, previous: number) => void;
}

const KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowDown: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at - 1 + n) % n,
  ArrowUp: (at, n) => (at - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function enhanceTabs({
  root,
  tabs,
  panels,
  idPrefix,
  activeClass = 'is-active',
  onSelect,
}: EnhanceTabsOptions): TabsEnhancer {
  const list = tabs[0]?.parentElement;
  const initial = tabs.findIndex(
    (tab) => tab.getAttribute('aria-selected') === 'true' || tab.classList.contains(activeClass),
  );
  let index =
    initial >= 0
      ? initial
      : Math.max(
          0,
          panels.findIndex((panel) => !panel.hidden),
        );

  if (list && !list.hasAttribute('role')) list.setAttribute('role', 'tablist');
  tabs.forEach((tab, i) => {
    tab.id ||= `${idPrefix}-tab-${i}`;
    tab.setAttribute('role', 'tab');
    if (tab instanceof HTMLButtonElement && !tab.hasAttribute('type')) tab.type = 'button';
  });
  panels.forEach((panel, i) => {
    panel.id ||= `${idPrefix}-panel-${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.tabIndex = 0;
    if (tabs[i]) panel.setAttribute('aria-labelledby', tabs[i].id);
  });

  const paint = () => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.classList.toggle(activeClass, on);
      if (panels[i]) tab.setAttribute('aria-controls', panels[i].id);
    });
    panels.forEach((panel, i) => {
      panel.hidden = i !== index;
      panel.classList.toggle(activeClass, i === index);
    });
  };

  const select = (next: number, focus = false) => {
    if (next < 0 || next >= tabs.length) return;
    if (focus) tabs[next]!.focus();
    if (next === index) return;
    const previous = index;
    index = next;
    paint();
    onSelect?.(index, previous);
  };

  const click = (event: Event) => {
    const at = tabs.findIndex((tab) => tab.contains(event.target as Node));
    if (at >= 0) select(at);
  };
  const keydown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    const at = tabs.indexOf(event.target as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    select(move(at, tabs.length), true);
  };

  paint();
  root.addEventListener('click', click);
  root.addEventListener('keydown', keydown);
  return {
    get index() {
      return index;
    },
    select,
    destroy() {
      root.removeEventListener('click', click);
      root.removeEventListener('keydown', keydown);
    },
  };
}
