import {
  COURSE_CONTENT_ANCHOR,
  publicSiteTitle,
  signUpLink,
  type EnrollmentRequest,
  type PublicCoursePage,
} from '@pathcraft/sdk';
import type {} from '@pathcraft/sdk/jsx';
import { EnrollDialog, enrollmentCss } from '@pathcraft/widgets/enrollments';
import { formFieldCss as formCss, Button, LoadingScreen } from '@pathcraft/widgets/ui';
import { useEffect, useState } from 'react';
import { Link, type RouteProps } from '../../router.tsx';
import { sessionStore, signOut } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { loadEmbedScript, usePublicHead } from '../../components/public-head.ts';
import { useLocationCheck } from '../../components/use-location-check.ts';
import { failureOf, loadCoursePage } from './public-site-client.ts';
import publicSiteCss from './public-site.css';
import { PublicMessage, SlimHeader } from './SlimHeader.tsx';
import { text } from './public-site.messages.ts';

const ENROLL_TEXT = text.course.enroll;

adoptCss('public-site', [formCss, enrollmentCss, publicSiteCss].join('\n'));

type Load =
  | { state: 'loading' }
  | { state: 'ready'; page: PublicCoursePage }
  | { state: 'failed'; kind: 'private' | 'notFound' | 'error'; message: string };

/**
 * /o/:orgSlug/courses/:courseKey/:courseValue (docs/rules.md#public-site), courseKey id or courseSlug,
 * optional cohortId and locationId in the query. A public course signs out whoever is signed in
 * without access to it (docs/rules.md#public-site), once the page knows the course is public; someone who may open its
 * content (enrolled, its staff, the super admin) stays signed in, or enrolling would sign the new
 * learner straight out and send Course Content round through the sign-in page.
 */
export default function CoursePage({ params }: RouteProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const page = load.state === 'ready' ? load.page : null;
  const [locationId] = useState(() => new URLSearchParams(location.search).get('locationId'));
  const locationChecked = useLocationCheck(locationId, page?.org.id, page !== null);
  usePublicHead(
    page ? publicSiteTitle(page.course.title, page.org.name) : null,
    page?.org ?? null,
    page?.course.searchEnginesEnabled ?? false,
  );

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadCoursePage(params.orgSlug ?? '', params.courseKey ?? '', params.courseValue ?? '').then(
      async (loaded) => {
        // Only a public course signs the viewer out, and only one without access; a private or unknown one leaves the session alone.
        if (sessionStore.get() && !loaded.viewerHasAccess) await signOut().catch(() => sessionStore.set(null));
        if (live) setLoad({ state: 'ready', page: loaded });
      },
      (err: unknown) => live && setLoad({ state: 'failed', ...failureOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [params.orgSlug, params.courseKey, params.courseValue]);

  useEffect(() => {
    if (page?.course.integrationId) loadEmbedScript();
  }, [page?.course.integrationId]);

  // Arriving at the content's address (a new account's landing, a reload there): the content is drawn only now, so scroll to it.
  const shown = page !== null && locationChecked;
  useEffect(() => {
    if (shown && location.hash === `#${COURSE_CONTENT_ANCHOR}`)
      document.getElementById(COURSE_CONTENT_ANCHOR)?.scrollIntoView();
  }, [shown]);

  useEffect(() => {
    if (load.state === 'failed')
      document.title = load.kind === 'private' ? text.course.privateTitle : text.course.notFound;
  }, [load]);

  if (load.state === 'loading' || (load.state === 'ready' && !locationChecked))
    return <LoadingScreen text={text.loading} />;
  if (load.state === 'failed') {
    if (load.kind === 'private') return <PublicMessage title={load.message} />;
    // The server's own words ('No course … at …', a bad key) are for developers: a visitor gets what to do next.
    return (
      <PublicMessage title={load.kind === 'notFound' ? text.course.notFound : text.somethingWentWrong}>
        <p>{load.kind === 'notFound' ? text.checkAddress : text.tryAgainLater}</p>
        {load.kind === 'notFound' ? null : (
          <button type="button" className="pc-button pc-button--primary" onClick={() => location.reload()}>
            {text.tryAgain}
          </button>
        )}
      </PublicMessage>
    );
  }
  return <Course page={load.page} />;
}

function Course({ page }: { page: PublicCoursePage }) {
  const { org, course } = page;
  const cohortQuery = new URLSearchParams(location.search).get('cohortId');
  return (
    <div className="ps-page">
      <SlimHeader org={org} title={course.title} />
      {course.isLive ? (
        <p className="ps-live-banner" role="status">
          {ENROLL_TEXT.liveNow}
        </p>
      ) : null}
      <main className="ps-course">
        <div className="ps-course__main">
          <h1>{course.title}</h1>
          <div className="ps-enroll">
            {page.contentPath ? (
              // An enrolled learner's content is on this page: a fragment link scrolls to it without a reload.
              <a
                className="pc-button pc-button--primary"
                href={page.contentPath.includes('#') ? `#${COURSE_CONTENT_ANCHOR}` : page.contentPath}
              >
                {ENROLL_TEXT.courseContent}
              </a>
            ) : (
              <EnrollBlock page={page} cohortId={cohortQuery} />
            )}
          </div>
          {page.prerequisite ? (
            <p className="ps-prerequisite">
              {text.course.prerequisite}{' '}
              {page.prerequisite.href ? (
                <Link to={page.prerequisite.href}>{page.prerequisite.title}</Link>
              ) : (
                <strong>{page.prerequisite.title}</strong>
              )}
            </p>
          ) : null}
          <section className="ps-section" aria-labelledby="ps-overview">
            <h2 id="ps-overview">{text.course.overview}</h2>
            {course.overview ? (
              <p>{course.overview}</p>
            ) : course.description ? (
              <div className="ps-rich" dangerouslySetInnerHTML={{ __html: course.description }} />
            ) : (
              <p className="muted">{text.course.noOverview}</p>
            )}
            {course.schedule ? (
              <p>
                <strong>{text.course.schedule}</strong> {course.schedule}
              </p>
            ) : null}
            {course.topics.length ? (
              <ul className="ps-tags" aria-label={text.course.tags}>
                {course.topics.map((tag) => (
                  <li key={tag} className="ps-tag">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            {course.showStreamLink && course.streamingLink ? (
              <p>
                <a href={course.streamingLink} target="_blank" rel="noopener noreferrer">
                  {text.course.streamingLink}
                </a>
              </p>
            ) : null}
          </section>
          {page.sections.length || page.viewerHasAccess ? (
            <section className="ps-section" aria-labelledby="ps-sections" id={COURSE_CONTENT_ANCHOR}>
              <h2 id="ps-sections">{text.course.sections}</h2>
              {page.sections.length ? null : <p className="muted">{text.course.noSections}</p>}
              <ol className="ps-sections">
                {page.sections.map((s) => (
                  <li key={s.id}>
                    <h3>{s.title}</h3>
                    {s.description ? <p>{s.description}</p> : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {page.instructors.length ? (
            <section className="ps-section" aria-labelledby="ps-instructors">
              <h2 id="ps-instructors">{text.course.instructors(page.instructorLabel)}</h2>
              <ul className="ps-people">
                {page.instructors.map((p) => (
                  <li key={p.id} className="ps-person">
                    {p.profilePicture ? (
                      <img src={p.profilePicture} alt="" className="ps-person__photo" />
                    ) : (
                      <span className="ps-person__photo ps-person__initial" aria-hidden="true">
                        {(p.name ?? '?').slice(0, 1)}
                      </span>
                    )}
                    <span>
                      <strong>{p.name}</strong>
                      <span className="ps-person__role">{text.course.instructorRole(page.instructorLabel)}</span>
                      {p.title ? <span className="muted">{p.title}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="ps-side" aria-label={text.course.card}>
          <div className="ps-card">
            <div className="ps-card__banner" style={course.classColor ? { background: course.classColor } : undefined}>
              {course.classImage ? <img src={course.classImage} alt="" /> : null}
              {course.isLive ? <span className="ps-ribbon">{ENROLL_TEXT.live}</span> : null}
            </div>
            <div className="ps-card__body">
              <p className="ps-card__title">{course.title}</p>
              {course.schedule ? <p className="muted">{course.schedule}</p> : null}
              <p className="ps-card__status">{page.viewerHasAccess ? text.course.enrolled : ENROLL_TEXT.notEnrolled}</p>
            </div>
          </div>
        </aside>
      </main>
      {course.integrationId ? <pathcraft-assistant integration-id={course.integrationId} /> : null}
    </div>
  );
}

/** The enroll block (docs/rules.md#enrollments), from the state the server computed with the sdk rule. */
function EnrollBlock({ page, cohortId }: { page: PublicCoursePage; cohortId: string | null }) {
  const { org, course, enroll } = page;
  const [choosing, setChoosing] = useState(false);
  const goSignUp = (request: EnrollmentRequest) => location.assign(signUpLink(org.slug, request));
  const join = () => {
    if (enroll.kind !== 'join' && enroll.kind !== 'register') return;
    if (enroll.chooseCohort) return setChoosing(true);
    const cohort = page.cohorts.find((c) => c.id === cohortId);
    goSignUp({
      classId: course.id,
      externalRegisterClassId: cohort?.externalRegisterClassId || course.externalRegisterClassId,
      cohortId,
      eUnitIds: cohort?.eUnits?.map((u) => u.id) ?? [],
    });
  };
  const dialog = choosing ? (
    <EnrollDialog
      course={{
        id: course.id,
        title: course.title,
        courseSlug: course.courseSlug,
        registerUrl: course.registerUrl,
        externalRegisterClassId: course.externalRegisterClassId,
        orgSlug: org.slug,
        cohorts: page.cohorts,
      }}
      onContinue={async (request) => goSignUp(request)}
      onClose={() => setChoosing(false)}
    />
  ) : null;

  switch (enroll.kind) {
    case 'inviteOnly':
      return <p className="ps-enroll__invite">{ENROLL_TEXT.inviteOnly}</p>;
    case 'locked':
      return (
        <Button variant="primary" disabled className="ps-enroll__locked">
          <LockIcon /> {ENROLL_TEXT.join}
        </Button>
      );
    case 'register':
      return (
        <>
          <a
            className="pc-button pc-button--primary"
            href={enroll.registerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {ENROLL_TEXT.register}
          </a>
          <span className="ps-enroll__already">
            {ENROLL_TEXT.alreadyRegistered}{' '}
            <Button variant="link" onClick={join}>
              {ENROLL_TEXT.joinCourse}
            </Button>
          </span>
          {dialog}
        </>
      );
    case 'join':
      return (
        <>
          <Button variant="primary" onClick={join}>
            {enroll.label === 'Join Session' ? ENROLL_TEXT.joinSession : ENROLL_TEXT.joinCourse}
          </Button>
          {dialog}
        </>
      );
  }
}

function LockIcon() {
  return (
    <svg className="ps-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}
