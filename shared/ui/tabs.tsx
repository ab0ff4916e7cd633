import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUid } from './use-uid';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** A count shown beside the label (inventory sub-tabs). */
  badge?: number;
  /** Extra content after the label (a clock icon and "coming soon"). */
  extra?: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  active: string;
  onSelect: (id: string) => void;
  /** From useTabIds(), so the panel can point back at its tab. */
  ids: TabIds;
  className?: string;
}

export interface TabIds {
  tab(id: string): string;
  panel(id: string): string;
  /** Spread on the element showing the active tab's content. */
  panelProps(id: string): { id: string; role: 'tabpanel'; 'aria-labelledby': string; tabIndex: 0 };
}

export function useTabIds(): TabIds {
  const uid = useUid();
  const tab = (id: string) => `${uid}-tab-${id}`;
  const panel = (id: string) => `${uid}-panel-${id}`;
  return {
    tab,
    panel,
    panelProps: (id) => ({ id: panel(id), role: 'tabpanel', 'aria-labelledby': tab(id), tabIndex: 0 }),
  };
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select, skipping disabled tabs. */
export function Tabs({ label, items, active, onSelect, ids, className }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const enabled = items.filter((t) => !t.disabled);

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((t) => t.id === active);
    const next = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: enabled.length - 1,
    }[e.key];
    if (next === undefined || enabled.length === 0) return;
    e.preventDefault();
    const target = enabled[(next + enabled.length) % enabled.length]!;
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(ids.tab(target.id))}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={`wgt-tabs${className ? ` ${className}` : ''}`}
      onKeyDown={keyDown}
    >
      {items.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={ids.tab(t.id)}
          aria-selected={t.id === active}
          aria-controls={t.id === active ? ids.panel(t.id) : undefined}
          aria-disabled={t.disabled || undefined}
          tabIndex={t.id === active ? 0 : -1}
          className={`wgt-tab${t.id === active ? ' wgt-tab--active' : ''}${t.disabled ? ' wgt-tab--disabled' : ''}`}
          onClick={() => !t.disabled && onSelect(t.id)}
        >
          <span className="wgt-tab__label">{t.label}</span>
          {t.badge !== undefined && <span className="wgt-tab__badge">{t.badge}</span>}
          {t.extra}
        </button>
      ))}
    </div>
  );
}
