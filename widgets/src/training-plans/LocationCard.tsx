import { useEffect, useId, useState, type FormEvent } from 'react';
import { zipError } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { text } from './training-plans.messages.ts';
import type { PlanLocation } from './training-plans.state.ts';

export const MAP_SIZE = { width: 320, height: 200 } as const;

export interface LocationCardProps {
  location: PlanLocation;
  mapUrl: (zip: string) => string;
  /** Resolves why the search failed (shown beside the box), or null. An empty ZIP clears the place. */
  onSearch: (zip: string) => Promise<string | null> | string | null;
  disabled?: boolean;
  /** A view-only plan shows its place without the ZIP search. */
  viewOnly?: boolean | undefined;
}

/** The plan's place (docs/rules.md#training-plans): a ZIP code box with Search and a static map of the place. */
export function LocationCard({ location, mapUrl, onSearch, disabled, viewOnly }: LocationCardProps) {
  const id = useId();
  const [zip, setZip] = useState(location.zip);
  const [error, setError] = useState<string | null>(null);
  const { place } = location;

  useEffect(() => setZip(location.zip), [location.zip]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (value) {
      const problem = zipError(value);
      setError(problem);
      if (problem) return;
    } else setError(null);
    if (!value) setZip('');
    // An unknown ZIP keeps the plan's place, and says so where the visitor typed it.
    setError(await onSearch(value));
  };

  const placeName = place ? `${place.city}, ${place.state} ${place.zip}` : location.zip;
  return (
    <section className="pc-tp-card pc-tp-location" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="pc-tp-panel__title">
        {text.location.title}
      </h4>
      {viewOnly ? null : (
        <form className="pc-tp-row pc-tp-row--top" onSubmit={submit} noValidate>
          <div className="pc-tp-field pc-tp-grow">
            <label htmlFor={id}>{text.location.zip}</label>
            <input
              id={id}
              name="zip"
              className="pc-tp-input"
              autoComplete="postal-code"
              maxLength={10}
              value={zip}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setZip(e.currentTarget.value)}
            />
            {error ? (
              <span id={`${id}-error`} className="pc-tp-field__error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
          <Button type="submit" disabled={disabled}>
            {text.search}
          </Button>
        </form>
      )}
      {location.zip ? (
        <>
          <p className="pc-tp-place" aria-live="polite">
            {placeName}
          </p>
          <img
            className="pc-tp-map"
            src={mapUrl(location.zip)}
            width={MAP_SIZE.width}
            height={MAP_SIZE.height}
            alt={text.location.mapOf(placeName)}
            loading="lazy"
          />
        </>
      ) : viewOnly ? (
        <p className="pc-tp-muted">{text.location.none}</p>
      ) : (
        <p className="pc-tp-muted">{text.location.enterZip}</p>
      )}
    </section>
  );
}
