import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { PlanItemView } from './PlanItems.tsx';
import { text } from './training-plans.messages.ts';
import { itemKey, type Category, type PlanItem } from './training-plans.state.ts';

export interface PlanPanelProps {
  title: string;
  category: Category;
  items: readonly PlanItem[];
  /** Lists of skills and knowledge show only their first items (docs/rules.md#training-plans). */
  limit?: number;
  viewOnly?: boolean;
  onChoose?: (() => void) | undefined;
  onAdd?: (() => void) | undefined;
}

/** One part of the plan with its Choose (and Add) buttons; view-only hides both. */
export function PlanPanel({ title, category, items, limit, viewOnly, onChoose, onAdd }: PlanPanelProps) {
  const id = useId();
  const shown = limit === undefined ? items : items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <section className="pc-tp-panel" aria-labelledby={id} data-category={category}>
      <div className="pc-tp-panel__head">
        <h4 id={id} className="pc-tp-panel__title">
          {title}
        </h4>
        {viewOnly ? null : (
          <div className="pc-tp-row">
            {onChoose ? (
              <Button onClick={onChoose} aria-describedby={id}>
                {text.panels.choose}
              </Button>
            ) : null}
            {onAdd ? (
              <Button onClick={onAdd} aria-describedby={id}>
                {text.panels.add}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {shown.length ? (
        <ul className="pc-tp-list">
          {shown.map((item) => (
            <li key={itemKey(item)}>
              <PlanItemView category={category} item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="pc-tp-muted">{text.panels.none}</p>
      )}
      {more > 0 ? <p className="pc-tp-muted">{text.panels.more(more)}</p> : null}
    </section>
  );
}
