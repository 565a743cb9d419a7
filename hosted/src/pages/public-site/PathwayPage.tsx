import { certDetailBadge, publicSiteTitle, type PublicCertificate, type PublicPathwayPage } from '@pathcraft/sdk';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { useEffect, useState } from 'react';
import { Link, type RouteProps } from '../../router.tsx';
import { adoptCss } from '../../styles.ts';
import { usePublicHead } from '../../components/public-head.ts';
import { failureOf, loadPathwayPage } from './public-site-client.ts';
import publicSiteCss from './public-site.css';
import { PublicMessage, SlimHeader } from './SlimHeader.tsx';
import { text } from './public-site.messages.ts';

adoptCss('public-site', publicSiteCss);

type Load =
  | { state: 'loading' }
  | { state: 'ready'; page: PublicPathwayPage }
  | { state: 'failed'; kind: 'private' | 'notFound' | 'error'; message: string };
type Tab = 'pathway' | 'job-profile' | 'certificates';

/**
 * /o/:orgSlug/pathways/:pathwayId, …/job-profile/:jobProfileId and …/certificates
 * (docs/rules.md#public-site): the numbered timeline of courses; the Job Profile and Certificates tabs only
 * when the pathway has a job profile. Each tab is its own address, so it can be shared and
 * the back button walks the tabs.
 */
export default function PathwayPage({ params }: RouteProps) {
  const orgSlug = params.orgSlug ?? '';
  const pathwayId = params.pathwayId ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const page = load.state === 'ready' ? load.page : null;
  usePublicHead(
    page ? publicSiteTitle(page.pathway.title, page.org.name) : null,
    page?.org ?? null,
    page?.pathway.searchEnginesEnabled ?? false,
  );

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadPathwayPage(orgSlug, pathwayId).then(
      (loaded) => live && setLoad({ state: 'ready', page: loaded }),
      (err: unknown) => live && setLoad({ state: 'failed', ...failureOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [orgSlug, pathwayId]);

  useEffect(() => {
    if (load.state === 'failed')
      document.title = load.kind === 'private' ? text.pathway.privateTitle : text.pathway.notFound;
  }, [load]);

  if (load.state === 'loading') return <LoadingScreen text={text.loading} />;
  if (load.state === 'failed') {
    if (load.kind === 'private') return <PublicMessage title={load.message} />;
    // The server's own words ('No course … at …', a bad key) are for developers: a visitor gets what to do next.
    return (
      <PublicMessage title={load.kind === 'notFound' ? text.pathway.notFound : text.somethingWentWrong}>
        <p>{load.kind === 'notFound' ? text.checkAddress : text.tryAgainLater}</p>
        {load.kind === 'notFound' ? null : (
          <button type="button" className="pc-button pc-button--primary" onClick={() => location.reload()}>
            {text.tryAgain}
          </button>
        )}
      </PublicMessage>
    );
  }

  const { org, pathway, jobProfile } = load.page;
  const base = `/o/${encodeURIComponent(org.slug)}/pathways/${encodeURIComponent(pathway.id)}`;
  const asked: Tab =
    params.tab === 'job-profile' ? 'job-profile' : params.tab === 'certificates' ? 'certificates' : 'pathway';
  // Without a job profile there is only the pathway; an old tab link falls back to it.
  const tab: Tab = pathway.jobProfileId ? asked : 'pathway';
  const tabs: { id: Tab; label: string; to: string }[] = pathway.jobProfileId
    ? [
        { id: 'pathway', label: text.pathway.pathwayTab, to: base },
        {
          id: 'job-profile',
          label: text.pathway.jobProfileTab,
          to: `${base}/job-profile/${encodeURIComponent(pathway.jobProfileId)}`,
        },
        { id: 'certificates', label: text.pathway.certificatesTab, to: `${base}/certificates` },
      ]
    : [];

  return (
    <div className="ps-page">
      <SlimHeader org={org} title={pathway.title} />
      <main className="ps-pathway">
        <h1>{pathway.title}</h1>
        {tabs.length ? (
          <nav className="ps-tabs" aria-label={text.pathway.tabs}>
            {tabs.map((t) => (
              // Each tab is a step Back can return to; the open tab again adds none.
              <Link
                key={t.id}
                to={t.to}
                replace={t.id === tab}
                className="ps-tabs__tab"
                aria-current={t.id === tab ? 'page' : undefined}
              >
                {t.label}
              </Link>
            ))}
          </nav>
        ) : null}
        {tab === 'pathway' ? <Timeline page={load.page} /> : null}
        {tab === 'job-profile' && pathway.jobProfileId ? (
          <iframe
            className="ps-job-profile"
            title={jobProfile ? text.pathway.jobProfileOf(jobProfile.title) : text.pathway.jobProfile}
            src={`/external/job-profiles/${encodeURIComponent(pathway.jobProfileId)}?embedded=true&hideHeaderTitle=true&orgId=${encodeURIComponent(org.id)}`}
          />
        ) : null}
        {tab === 'certificates' ? <Certificates certificates={jobProfile?.certificates ?? []} /> : null}
      </main>
    </div>
  );
}

function Timeline({ page }: { page: PublicPathwayPage }) {
  if (!page.courses.length) return <p className="muted">{text.pathway.noCourses}</p>;
  return (
    <ol className="ps-timeline" aria-label={text.pathway.coursesInOrder}>
      {page.courses.map((c, i) => (
        <li key={c.id} className="ps-timeline__step">
          <span
            className="ps-timeline__number"
            aria-hidden="true"
            style={c.classColor ? { background: c.classColor } : undefined}
          >
            {i + 1}
          </span>
          <div className="ps-timeline__body">
            <h2>
              <span className="pc-visually-hidden">{text.pathway.step(i + 1)}</span>
              {c.title}
            </h2>
            {c.overview ? <p>{c.overview}</p> : null}
            {c.href ? (
              <Link to={c.href} aria-label={text.pathway.learnMoreAbout(c.title)}>
                {text.pathway.learnMore}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Certificates({ certificates }: { certificates: PublicCertificate[] }) {
  if (!certificates.length) return <p className="muted">{text.pathway.noCertificates}</p>;
  return (
    <div className="ps-certs">
      {certificates.map((cert) => (
        <details key={cert.Id} className="ps-cert">
          <summary>
            <span className="ps-cert__name">{cert.Name}</span>
            {cert.Acronym ? <span className="muted"> ({cert.Acronym})</span> : null}
          </summary>
          <div className="ps-cert__body">
            {cert.Description ? <p>{cert.Description}</p> : null}
            {cert.Organization ? (
              <p>
                <strong>{text.pathway.organization}</strong>{' '}
                {cert.OrganizationUrl ? (
                  <a href={cert.OrganizationUrl} target="_blank" rel="noopener noreferrer">
                    {cert.Organization}
                  </a>
                ) : (
                  cert.Organization
                )}
              </p>
            ) : null}
            {cert.OrganizationAddress ? <p className="muted">{cert.OrganizationAddress}</p> : null}
            {cert.CertDetailList?.length ? (
              <dl className="ps-cert__details">
                {cert.CertDetailList.map((d) => {
                  const badge = certDetailBadge(d.Value);
                  return (
                    <div key={d.Name}>
                      <dt>{d.Name}</dt>
                      <dd>
                        {badge ? <span className={`badge ps-badge--${badge.toLowerCase()}`}>{badge}</span> : d.Value}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
