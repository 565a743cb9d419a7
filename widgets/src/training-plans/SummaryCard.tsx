import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { text } from './training-plans.messages.ts';
import type { PlanItems } from './training-plans.state.ts';

export interface SummaryCardProps {
  selected: PlanItems;
  viewOnly?: boolean;
  onChange: () => void;
}

/** The occupation summary (docs/rules.md#training-plans): a Change button and the counts of the plan's parts. */
export function SummaryCard({ selected, viewOnly, onChange }: SummaryCardProps) {
  const id = useId();
  // The first of each is the test hook (data-count), which stays the same in every language.
  const counts: [string, string, number][] = [
    ['Skills', text.summary.skills, selected.skills.length],
    ['Knowledge', text.summary.knowledge, selected.knowledge.length],
    ['Programs', text.summary.programs, selected.programs.length],
    ['Certifications', text.summary.certs, selected.certs.length],
  ];
  return (
    <section className="pc-tp-card pc-tp-summary" aria-labelledby={id}>
      <div className="pc-tp-panel__head">
        <h4 id={id} className="pc-tp-panel__title">
          {text.summary.title}
        </h4>
        {viewOnly ? null : (
          <Button onClick={onChange} aria-describedby={id}>
            {text.change}
          </Button>
        )}
      </div>
      <dl className="pc-tp-counts">
        {counts.map(([hook, label, n]) => (
          <div key={hook} data-count={hook}>
            <dt>{label}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
