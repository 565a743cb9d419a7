import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import type { PlanItems } from './training-plan.state.ts';

export interface SummaryCardProps {
  selected: PlanItems;
  viewOnly?: boolean;
  onChange: () => void;
}

/** The occupation summary (001 §2): a Change button and the counts of the plan's parts. */
export function SummaryCard({ selected, viewOnly, onChange }: SummaryCardProps) {
  const id = useId();
  const counts: [string, number][] = [
    ['Skills', selected.skills.length],
    ['Knowledge', selected.knowledge.length],
    ['Programs', selected.programs.length],
    ['Certifications', selected.certs.length],
  ];
  return (
    <section className="pc-tp-card pc-tp-summary" aria-labelledby={id}>
      <div className="pc-tp-panel__head">
        <h4 id={id} className="pc-tp-panel__title">
          Plan summary
        </h4>
        {viewOnly ? null : (
          <Button onClick={onChange} aria-describedby={id}>
            Change
          </Button>
        )}
      </div>
      <dl className="pc-tp-counts">
        {counts.map(([label, n]) => (
          <div key={label} data-count={label}>
            <dt>{label}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
