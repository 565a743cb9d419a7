import { useEffect, useRef, useState } from 'react';
import type { TrainingPlanApi } from './training-plans.api.ts';
import { text } from './training-plans.messages.ts';
import type { PlanLocation } from './training-plans.state.ts';

type NearbyModule = typeof import('./NearbySections.tsx');

export interface NearbyProps {
  api: Pick<TrainingPlanApi, 'apprenticeshipSponsors' | 'stateLicenses'>;
  /** The plan's occupation code. */
  code: string;
  location: PlanLocation;
}

/**
 * Apprenticeship sponsors and state licenses near the plan's place. The lists and their code (a
 * chunk of their own) load only when the section comes near the screen, so a visitor who never
 * scrolls down downloads neither.
 */
export function Nearby({ api, code, location }: NearbyProps) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [module, setModule] = useState<NearbyModule | 'failed' | null>(null);
  const zip = location.zip;

  useEffect(() => {
    const element = box.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, zip]);

  useEffect(() => {
    if (!shown || (module && module !== 'failed')) return;
    let live = true;
    import('./NearbySections.tsx').then(
      (m) => live && setModule(m),
      () => live && setModule('failed'),
    );
    return () => {
      live = false;
    };
  }, [shown, module]);

  if (!api.apprenticeshipSponsors || !api.stateLicenses) return null;
  if (!zip) return <p className="pc-tp-muted pc-tp-nearby">{text.nearby.enterZip}</p>;
  return (
    <div ref={box} className="pc-tp-grid pc-tp-nearby">
      {module === 'failed' ? (
        <p className="pc-tp-muted" role="alert">
          {text.nearby.failed}{' '}
          <button type="button" className="pc-button pc-button--link" onClick={() => setModule(null)}>
            {text.nearby.retry}
          </button>
        </p>
      ) : module ? (
        <module.NearbySections api={api} code={code} zip={zip} />
      ) : (
        <p className="pc-tp-muted">{text.nearby.loading}</p>
      )}
    </div>
  );
}
