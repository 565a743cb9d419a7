import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection; without it the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
  label?: string;
  /** Keeps every panel rendered (hidden when not selected), so a tab's state (an editor) survives switching. */
  keepMounted?: boolean;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs, only the selected tab is in the tab order. */
export function Tabs({ tabs, selected, onSelect, label, keepMounted = false }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id);
  const base = useId();
  const current = tabs.find((t) => t.id === (selected ?? own)) ?? tabs[0];
  const panelId = (tab: TabItem) => (keepMounted ? `${base}-panel-${tab.id}` : `${base}-panel`);

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === current?.id);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || !tabs.length) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    select(tab.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${CSS.escape(tab.id)}"]`)?.focus();
  };

  return (
    <div className="pc-tabs">
      <div className="pc-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            data-tab={tab.id}
            className="pc-tabs__tab"
            aria-selected={tab === current}
            aria-controls={panelId(tab)}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {keepMounted ? (
        tabs.map((tab) => (
          <div
            key={tab.id}
            className="pc-tabs__panel"
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={tab !== current}
          >
            {tab.content}
          </div>
        ))
      ) : current ? (
        <div
          className="pc-tabs__panel"
          role="tabpanel"
          id={panelId(current)}
          aria-labelledby={`${base}-tab-${current.id}`}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
