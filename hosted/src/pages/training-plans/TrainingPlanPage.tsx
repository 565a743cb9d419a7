import { getOrganizationsLookup, untyped } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { TrainingPlan } from '@pathcraft/widgets/training-plans';
import { useLocationCheck } from '../../components/use-location-check.ts';
import { navigate } from '../../router.tsx';
import { api } from '../../session.ts';
import { embeddedStore, readPathwaysQuery } from './pathways-query.ts';
import { text } from './training-plans.messages.ts';
import { FullScreenMessage, reportToParent, trainingPlanApi, useTrainingPlanCss } from './training-plan-page.tsx';

interface OrgBrand {
  id: string;
  name: string;
  slug: string;
  orgLogo: string | null;
}

/**
 * /external/pathways: the career pathway tool (docs/rules.md#training-plans). Query: occupationKeyword
 * (searched, then the query string is cleared), orgId ('Cannot load
 * organization' when it can't load), locationId (checked; on failure to the
 * product home), embedded (hides the 'BACK TO' bar).
 */
export default function TrainingPlanPage() {
  // Read once: the query string is cleared after the keyword's search.
  const [query] = useState(() => readPathwaysQuery(location.search, embeddedStore(window)));
  const [org, setOrg] = useState<OrgBrand | 'loading' | 'failed' | null>(query.orgId ? 'loading' : null);
  const locationChecked = useLocationCheck(query.locationId, query.orgId);
  useTrainingPlanCss();

  useEffect(() => {
    document.title = text.pageTitle;
  }, []);

  useEffect(() => {
    if (!query.orgId) return;
    let live = true;
    getOrganizationsLookup(api, { query: { id: query.orgId } })
      .then((r) => live && setOrg(untyped<OrgBrand>(r.item)))
      .catch(() => live && setOrg('failed'));
    return () => {
      live = false;
    };
  }, [query.orgId]);

  if (org === 'failed') return <FullScreenMessage>{text.cannotLoadOrganization}</FullScreenMessage>;
  if (org === 'loading' || !locationChecked) return <LoadingScreen />;

  return (
    <div className="tp-page">
      {query.embedded ? null : <BackToBar name={org?.name ?? text.productName} logo={org?.orgLogo ?? null} />}
      <main className="tp-page__main">
        <h1 className="pc-visually-hidden">{text.heading}</h1>
        <TrainingPlan
          api={trainingPlanApi}
          orgId={org?.id}
          locationId={query.locationId}
          keyword={query.keyword}
          urlState="query"
          onKeywordSearched={() => navigate(withoutKeyword(location), { replace: true })}
          onJobProfileCreate={reportToParent}
        />
      </main>
    </div>
  );
}

/**
 * The address once occupationKeyword was searched (docs/rules.md#training-plans): only
 * the keyword goes, so a reload neither searches again nor forgets the organization, the location
 * or embedded=true.
 */
function withoutKeyword(at: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const q = new URLSearchParams(at.search);
  q.delete('occupationKeyword');
  const search = q.toString();
  return `${at.pathname}${search ? `?${search}` : ''}${at.hash}`;
}

function BackToBar({ name, logo }: { name: string; logo: string | null }) {
  return (
    <nav className="tp-page__bar" aria-label={text.back}>
      <a
        href="/"
        onClick={(e) => {
          // Back where the visitor came from (the organization's site), else the product home.
          if (history.length > 1) {
            e.preventDefault();
            history.back();
          }
        }}
      >
        {logo ? <img src={logo} alt="" className="brand-logo" /> : null}
        <span>{text.backTo(name)}</span>
      </a>
    </nav>
  );
}
