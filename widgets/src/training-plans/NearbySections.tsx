import {
  type ApprenticeshipSponsor,
  type DataSource,
  formatDate,
  type LicenseList,
  type OccupationLicense,
  type SponsorList,
} from '@pathcraft/sdk';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import type { TrainingPlanApi } from './training-plans.api.ts';
import { text } from './training-plans.messages.ts';

/** The lazily loaded half of Nearby.tsx: the two lists and their calls. */

type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

/** Calls `load` for each new key; `retry` calls it again. */
function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is a new function each render and stays out of the dependencies; the key says what it loads.
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return [result, useCallback(() => setAttempt((n) => n + 1), [])];
}

export interface NearbySectionsProps {
  api: Pick<TrainingPlanApi, 'apprenticeshipSponsors' | 'stateLicenses'>;
  code: string;
  zip: string;
}

export function NearbySections({ api, code, zip }: NearbySectionsProps) {
  const key = `${code} ${zip}`;
  const [sponsors, retrySponsors] = useLoad(() => api.apprenticeshipSponsors!({ code, zip }), key);
  const [licenses, retryLicenses] = useLoad(() => api.stateLicenses!({ code, zip }), key);
  return (
    <>
      <Card title={text.nearby.sponsorsTitle} className="pc-tp-sponsors" load={sponsors} retry={retrySponsors}>
        {(list) => <SponsorsList list={list} />}
      </Card>
      <Card
        title={
          licenses.state === 'ready'
            ? text.nearby.licensesTitle(licenses.data.State.Name)
            : text.nearby.licensesTitleLoading
        }
        className="pc-tp-licenses"
        load={licenses}
        retry={retryLicenses}
      >
        {(list) => <LicensesList list={list} />}
      </Card>
    </>
  );
}

function Card<T extends { Source: DataSource }>({
  title,
  className,
  load,
  retry,
  children,
}: {
  title: string;
  className: string;
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={`pc-tp-card ${className}`}
      aria-labelledby={id}
      aria-busy={load.state === 'loading' ? true : undefined}
    >
      <h4 id={id} className="pc-tp-panel__title">
        {title}
      </h4>
      {load.state === 'loading' ? <p className="pc-tp-muted">{text.nearby.loading}</p> : null}
      {load.state === 'failed' ? (
        <p className="pc-tp-muted" role="alert">
          {text.nearby.failed}{' '}
          <button type="button" className="pc-button pc-button--link" onClick={retry}>
            {text.nearby.retry}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <>
          {children(load.data)}
          <p className="pc-tp-source">
            <a href={load.data.Source.Url} target="_blank" rel="noopener noreferrer">
              {text.nearby.source(load.data.Source.Name, sourceDate(load.data.Source.Date))}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** '2026-08-10' -> 'Aug 10, 2026' in the page's locale (read at noon UTC, the same day everywhere); a release name ('October 2024') as it is. */
function sourceDate(date: string): string {
  return /^\d{4}-\d\d-\d\d$/.test(date) ? formatDate(`${date}T12:00:00Z`) : date;
}

function SponsorsList({ list }: { list: SponsorList }) {
  const place = list.Location;
  const stateName = place.stateName ?? place.state;
  return (
    <>
      {list.StateCovered ? null : (
        <p className="pc-tp-notice" data-nearby="not-covered">
          {text.nearby.sponsorsNotCovered(stateName)}{' '}
          <a href={list.Source.Url} target="_blank" rel="noopener noreferrer">
            {text.nearby.sponsorsFindThere(stateName)}
          </a>
        </p>
      )}
      {list.Sponsors.length ? (
        <>
          <p className="pc-tp-muted">{text.nearby.sponsorsNear(`${place.city}, ${place.state} ${place.zip}`)}</p>
          <ol className="pc-tp-list">
            {list.Sponsors.map((s) => (
              <li key={s.ID}>
                <SponsorItem sponsor={s} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="pc-tp-muted">{text.nearby.sponsorsNone}</p>
      )}
    </>
  );
}

function SponsorItem({ sponsor: s }: { sponsor: ApprenticeshipSponsor }) {
  const kind = [
    s.EmployerStructure === 'Single Employer'
      ? text.nearby.singleEmployer
      : s.EmployerStructure === 'Multiple Employer'
        ? text.nearby.multipleEmployer
        : null,
    s.Union ? text.nearby.union : null,
    s.NationalProgram ? text.nearby.national : null,
  ].filter(Boolean);
  return (
    <div className="pc-tp-item" data-sponsor={s.ID}>
      <span className="pc-tp-item__name">{s.Name}</span>
      <span className="pc-tp-item__meta">
        {[[s.City, s.StateAbbr].filter(Boolean).join(', '), text.item.miles(Math.round(s.Distance)), ...kind].join(
          ' · ',
        )}
      </span>
      <a href={s.ProfileUrl} target="_blank" rel="noopener noreferrer" aria-label={text.nearby.profileOf(s.Name)}>
        {text.nearby.profile}
      </a>
    </div>
  );
}

function LicensesList({ list }: { list: LicenseList }) {
  const state = list.State.Name;
  if (!list.StateCovered || !list.Licenses.length) {
    return (
      <p className="pc-tp-notice" data-nearby={list.StateCovered ? 'no-license' : 'not-covered'}>
        {list.StateCovered ? text.nearby.licensesNone(state) : text.nearby.licensesNotCovered(state)}{' '}
        <a href={list.Source.Url} target="_blank" rel="noopener noreferrer">
          {text.nearby.findLicenses}
        </a>
      </p>
    );
  }
  return (
    <ul className="pc-tp-list">
      {list.Licenses.map((l) => (
        <li key={l.ID}>
          <LicenseItem license={l} />
        </li>
      ))}
    </ul>
  );
}

function LicenseItem({ license: l }: { license: OccupationLicense }) {
  return (
    <details className="pc-tp-item pc-tp-license" data-license={l.ID}>
      <summary className="pc-tp-item__name">
        {l.Title}
        {l.Jurisdiction === 'Federal' ? ` (${text.nearby.federal})` : ''}
      </summary>
      {l.Agency ? (
        <span className="pc-tp-item__meta">
          {l.Url ? (
            <a href={l.Url} target="_blank" rel="noopener noreferrer">
              {l.Agency}
            </a>
          ) : (
            l.Agency
          )}
        </span>
      ) : null}
      {l.Requirements.length ? (
        <dl className="pc-tp-requirements">
          {l.Requirements.map((r) => (
            <div key={r.Name}>
              <dt>{r.Name}</dt>
              <dd>{r.Value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {l.Description ? <span className="pc-tp-item__text">{l.Description}</span> : null}
      {l.Updated ? <span className="pc-tp-item__meta">{text.nearby.updated(sourceDate(l.Updated))}</span> : null}
    </details>
  );
}
