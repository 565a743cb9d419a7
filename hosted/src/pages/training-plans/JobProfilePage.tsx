import { useEffect, useState } from 'react';
import { TrainingPlan } from '@pathcraft/widgets/training-plans';
import { Link, type RouteProps } from '../../router.tsx';
import { queryFlag } from './pathways-query.ts';
import { FullScreenMessage, trainingPlanApi, useTrainingPlanCss } from './training-plan-page.tsx';
import { text } from './job-profile.messages.ts';

/**
 * /external/job-profiles/:jobProfileId (docs/rules.md#training-plans): a saved plan, read-only.
 * Query: embedded (hides the 'POWERED BY' bar), hideHeaderTitle, orgId.
 */
export default function JobProfilePage({ params }: RouteProps) {
  const [query] = useState(() => {
    const q = new URLSearchParams(location.search);
    return {
      embedded: queryFlag(q.get('embedded')) === true,
      hideHeaderTitle: queryFlag(q.get('hideHeaderTitle')) === true,
      orgId: q.get('orgId')?.trim() || undefined,
    };
  });
  const [failed, setFailed] = useState(false);
  const [notFound, setNotFound] = useState(false);
  useTrainingPlanCss();
  useEffect(() => {
    document.title = notFound ? text.notFoundPageTitle : text.pageTitle;
  }, [notFound]);

  const id = params.jobProfileId;
  if (!id || notFound) return <PlanNotFound />;
  if (failed) return <FullScreenMessage>{text.loadFailed}</FullScreenMessage>;
  return (
    <div className="tp-page">
      <main className="tp-page__main">
        <h1 className="pc-visually-hidden">{text.heading}</h1>
        <TrainingPlan
          api={trainingPlanApi}
          jobProfileId={id}
          orgId={query.orgId}
          viewOnly
          hideHeaderTitle={query.hideHeaderTitle}
          onReady={(ok) => setFailed(!ok)}
          onNotFound={() => setNotFound(true)}
        />
      </main>
      {query.embedded ? null : (
        <footer className="tp-page__bar tp-page__bar--footer">
          <a href="/">
            {text.poweredBy} <strong>{text.productName}</strong>
          </a>
        </footer>
      )}
    </div>
  );
}

/** An unknown or removed plan: say so plainly and lead on to the pathway tool. */
function PlanNotFound() {
  return (
    <main className="hosted-page">
      <h1>{text.notFoundTitle}</h1>
      <p>{text.notFoundText}</p>
      <p>
        <Link to="/external/pathways">{text.buildPlan}</Link>
      </p>
    </main>
  );
}
