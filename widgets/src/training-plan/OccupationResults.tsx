import { useId } from 'react';
import type { OccupationSummary } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';

export const STEP2_PROMPT = 'Choose an occupation profile that best matches your search';
export const NO_RESULTS = 'No results found';
export const NO_RESULTS_HINT = 'Try a more general search or check spelling.';

export interface OccupationResultsProps {
  results: OccupationSummary[];
  onSelect: (occupation: OccupationSummary) => void;
  disabled?: boolean;
}

/** Step 2 (002 §2): a card per occupation with its title, description, code and Select. */
export function OccupationResults({ results, onSelect, disabled }: OccupationResultsProps) {
  const id = useId();
  return (
    <section className="pc-tp-step" aria-labelledby={`${id}-title`}>
      <p className="pc-tp-step__number">Step 2</p>
      <h3 id={`${id}-title`} className="pc-tp-step__title">
        {STEP2_PROMPT}
      </h3>
      <p className="pc-visually-hidden" aria-live="polite">
        {results.length ? `${results.length} ${results.length === 1 ? 'result' : 'results'}` : NO_RESULTS}
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
                <Button variant="primary" aria-describedby={`${id}-${i}`} disabled={disabled} onClick={() => onSelect(o)}>
                  Select
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="pc-tp-empty">
          <p className="pc-tp-empty__title">{NO_RESULTS}</p>
          <p>{NO_RESULTS_HINT}</p>
        </div>
      )}
    </section>
  );
}
