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
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs, only the selected tab is in the tab order. */
export function Tabs({ tabs, selected, onSelect, label }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id);
  const base = useId();
  const current = tabs.find((t) => t.id === (selected ?? own)) ?? tabs[0];

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
            aria-controls={`${base}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div className="pc-tabs__panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.id}`}>
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
