import { useEffect, useState } from 'react';
import { TrainingPlan } from '@pathcraft/widgets/training-plan/TrainingPlan.tsx';
import type { RouteProps } from '../../router.tsx';
import { queryFlag } from '../pathways/pathways-query.ts';
import { FullScreenMessage, trainingPlanApi, useTrainingPlanCss } from '../pathways/training-plan-page.tsx';

/**
 * /external/job-profiles/:jobProfileId (002 §2): a saved plan, read-only.
 * Query: embedded (hides the 'POWERED BY' bar), hideHeaderTitle, orgId.
 */
export default function JobProfilePage({ params }: RouteProps) {
  const [query] = useState(() => {
    const q = new URLSearchParams(location.search);
    return { embedded: queryFlag(q.get('embedded')) === true, hideHeaderTitle: queryFlag(q.get('hideHeaderTitle')) === true, orgId: q.get('orgId')?.trim() || undefined };
  });
  const [failed, setFailed] = useState(false);
  useTrainingPlanCss();
  useEffect(() => {
    document.title = 'Training Plan | Pathcraft';
  }, []);

  const id = params.jobProfileId;
  if (!id || failed) return <FullScreenMessage>This training plan could not be found.</FullScreenMessage>;
  return (
    <div className="tp-page">
      <main className="tp-page__main">
        <TrainingPlan
          api={trainingPlanApi}
          jobProfileId={id}
          orgId={query.orgId}
          viewOnly
          hideHeaderTitle={query.hideHeaderTitle}
          onReady={(ok) => setFailed(!ok)}
        />
      </main>
      {query.embedded ? null : (
        <footer className="tp-page__bar tp-page__bar--footer">
          <a href="/">
            POWERED BY <strong>Pathcraft</strong>
          </a>
        </footer>
      )}
    </div>
  );
}
