import { useId } from 'react';
import type { OccupationSummary } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { text } from './training-plans.messages.ts';

export interface OccupationResultsProps {
  results: OccupationSummary[];
  onSelect: (occupation: OccupationSummary) => void;
  disabled?: boolean;
}

/** Step 2 (docs/rules.md#training-plans): a card per occupation with its title, description, code and Select. */
export function OccupationResults({ results, onSelect, disabled }: OccupationResultsProps) {
  const id = useId();
  return (
    <section className="pc-tp-step" aria-labelledby={`${id}-title`}>
      <p className="pc-tp-step__number">{text.resultsStep.step}</p>
      <h3 id={`${id}-title`} className="pc-tp-step__title">
        {text.resultsStep.prompt}
      </h3>
      <p className="pc-visually-hidden" aria-live="polite">
        {results.length ? text.resultsStep.count(results.length) : text.resultsStep.none}
      </p>
      {results.length ? (
        <ul className="pc-tp-cards">
          {results.map((o, i) => (
            <li key={o.OnetCode} className="pc-tp-card" data-code={o.OnetCode}>
              <h4 id={`${id}-${i}`} className="pc-tp-card__title">
                {o.OnetTitle}
              </h4>
              <p className="pc-tp-card__text">{o.OccupationDescription}</p>
              <div className="pc-tp-row pc-tp-row--between">
                <span className="pc-tp-code">{o.OnetCode}</span>
                <Button
                  variant="primary"
                  aria-describedby={`${id}-${i}`}
                  disabled={disabled}
                  onClick={() => onSelect(o)}
                >
                  {text.select}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pc-tp-empty">
          <p className="pc-tp-empty__title">{text.resultsStep.none}</p>
          <p>{text.resultsStep.noneHint}</p>
        </div>
      )}
    </section>
  );
}
