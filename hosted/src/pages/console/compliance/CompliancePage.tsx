import {
  type EeoCell,
  type EeoDimension,
  type EmployerRatio,
  formatNumber,
  getComplianceEeoSummary,
  getComplianceRapidsCompleteness,
  getComplianceRapidsExportUrl,
  getComplianceRatios,
  isAdminLike,
  RAPIDS_ID_FIELDS,
  type RapidsCompletenessItem,
  STUDENT_STATUS,
} from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui';
import { lazy, Suspense, useState } from 'react';
import { api, type SignedIn } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { AuditHistory } from '../parts/AuditHistory.tsx';
import { Check } from '../parts/Check.tsx';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import programsCss from '../parts/console-programs.css';
import { DataTable } from '../parts/DataTable.tsx';
import { downloadSignedIn } from '../parts/export-csv.ts';
import { ForChosenOrg, OrgSelect, type OrgScope } from '../parts/org-picker.tsx';
import { Panel } from '../parts/Panel.tsx';
import { invalidateLists } from '../parts/use-list.ts';
import { invalidateReads, useRead } from '../parts/use-read.ts';
import { AGENCY_IDS_ID, AgencyIdsPanel } from './AgencyIdsPanel.tsx';
import { RowButton } from '../parts/RowButton.tsx';
import complianceCss from './compliance.css';
import { text } from './compliance.messages.ts';
import { text as progressText } from '../../progress/progress.messages.ts';

// Opened on a click only: its form's code loads then, not with the page.
const RegistrationAnswersDialog = lazy(() =>
  import('./RegistrationAnswersDialog.tsx').then((m) => ({ default: m.RegistrationAnswersDialog })),
);

adoptCss('console-programs', programsCss);
adoptCss('console-compliance', complianceCss);

/** /compliance: the super admin reads any sponsor's compliance room. */
export default function CompliancePage() {
  return (
    <ConsoleShell title={text.title}>
      {(signedIn) => <ForChosenOrg>{(scope) => <OrgCompliance {...scope} signedIn={signedIn} />}</ForChosenOrg>}
    </ConsoleShell>
  );
}

/**
 * A sponsor's compliance room for its staff (issue 27): each employer against its ratio, the EEO
 * summary with small cells hidden, the RAPIDS export with what each apprentice's record lacks, and
 * the agency's identifiers of the sponsor's employers and RTI providers.
 */
export function OrgCompliance({ orgs, org, choose, signedIn }: OrgScope & { signedIn: SignedIn }) {
  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
      </div>
      <RatiosPanel orgId={org.id} />
      <EeoPanel orgId={org.id} />
      <RapidsPanel
        orgId={org.id}
        // Owners and admins (and the super admin) may put the SSNs in the file; the server checks it again.
        mayIncludeSsn={signedIn.user.isSuperAdmin || isAdminLike(signedIn.user.role)}
        // The audit history is the owners' (and the super admin's) to read, as the API allows.
        readsHistory={signedIn.user.isSuperAdmin || (signedIn.user.role ?? []).includes('owner')}
      />
      <AgencyIdsPanel
        orgId={org.id}
        // A saved identifier leaves the completeness check at once.
        onSaved={() => void invalidateReads('complianceRapids')}
      />
    </>
  );
}

const RATIO_BADGE: Record<EmployerRatio['status'], string> = {
  over: 'status-badge status-badge--locked',
  at: 'status-badge status-badge--viewed',
  within: 'status-badge status-badge--used',
  unknown: 'status-badge',
};

/**
 * An apprentice's status in the list: their standing as the apprentices list says it (the server's
 * sdk apprenticeStandingOf, in that list's words: 'Probation', 'Agreement not signed', in English
 * and Spanish alike); the file's status column keeps the agency's code.
 */
const rapidsStatusOf = (a: RapidsCompletenessItem) => progressText.list.standings[a.standing];

const countOrNotKnown = (n: number | null) => (n === null ? text.ratios.notKnown : formatNumber(n));

function RatiosPanel({ orgId }: { orgId: string }) {
  const ratios = useRead(['complianceRatios', orgId], () => getComplianceRatios(api, { query: { orgId } }));
  const rows = ratios.data?.items.map((r) => ({ ...r, id: r.employerProfileId }));
  const over = rows?.filter((r) => r.status === 'over').length ?? 0;
  return (
    <Panel id="compliance-ratios" title={text.ratios.heading}>
      <p className="muted">{text.ratios.intro}</p>
      {over ? (
        <p className="pc-alert pc-alert--error" role="status">
          {text.ratios.overCount(over)}
        </p>
      ) : rows?.some((r) => r.status !== 'unknown') ? (
        <p className="pc-alert pc-alert--success" role="status">
          {text.ratios.noneOver}
        </p>
      ) : null}
      <DataTable
        caption={text.ratios.caption}
        rows={rows}
        loading={ratios.loading}
        error={ratios.error}
        empty={text.ratios.empty}
        columns={[
          { header: text.ratios.employer, cell: (r) => r.name },
          {
            header: text.ratios.apprentices,
            cell: (r) => formatNumber(r.activeApprentices),
            csv: (r) => r.activeApprentices,
          },
          {
            header: text.ratios.journeyworkers,
            cell: (r) => countOrNotKnown(r.journeyworkers),
            csv: (r) => r.journeyworkers,
          },
          { header: text.ratios.allowed, cell: (r) => countOrNotKnown(r.allowed), csv: (r) => r.allowed },
          {
            header: text.ratios.status,
            cell: (r) => <span className={RATIO_BADGE[r.status]}>{text.ratios.statuses[r.status]}</span>,
          },
        ]}
      />
    </Panel>
  );
}

const EEO_TABLES: EeoDimension[] = ['sex', 'ethnicity', 'race', 'veteran', 'disability'];

function EeoPanel({ orgId }: { orgId: string }) {
  const summary = useRead(['complianceEeo', orgId], () => getComplianceEeoSummary(api, { query: { orgId } }));
  const data = summary.data;
  return (
    <Panel id="compliance-eeo" title={text.eeo.heading}>
      <p className="muted">{text.eeo.intro}</p>
      {summary.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {summary.error}
        </p>
      ) : !data ? (
        <p role="status">{text.loading}</p>
      ) : !data.tables ? (
        <p className="pc-alert pc-alert--info">{text.eeo.tooFew(data.total)}</p>
      ) : (
        <>
          <p>{text.eeo.total(data.total)}</p>
          <div className="eeo-tables">
            {EEO_TABLES.map((dimension) => (
              <EeoTable key={dimension} dimension={dimension} cells={data.tables![dimension]} />
            ))}
          </div>
          <p className="muted">{text.eeo.suppressedNote}</p>
        </>
      )}
    </Panel>
  );
}

function EeoTable({ dimension, cells }: { dimension: EeoDimension; cells: EeoCell[] }) {
  return (
    <table className="data-table eeo-table">
      <caption>{text.eeo.tables[dimension]}</caption>
      <thead>
        <tr>
          <th scope="col">{text.eeo.category}</th>
          <th scope="col" className="num">
            {text.eeo.count}
          </th>
        </tr>
      </thead>
      <tbody>
        {cells.map((cell) => (
          <tr key={cell.category}>
            <th scope="row">{text.eeo.categories[cell.category] ?? cell.category}</th>
            <td className="num">
              {cell.count === null ? (
                <span className="eeo-suppressed">{text.eeo.suppressed}</span>
              ) : (
                formatNumber(cell.count)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RapidsPanel({
  orgId,
  mayIncludeSsn,
  readsHistory,
}: {
  orgId: string;
  mayIncludeSsn: boolean;
  readsHistory: boolean;
}) {
  // The page shown, per organization: another one starts again at the first page (derived state).
  const [paged, setPaged] = useState({ orgId, page: 1 });
  const page = paged.orgId === orgId ? paged.page : 1;
  const check = useRead(
    ['complianceRapids', orgId, page],
    () => getComplianceRapidsCompleteness(api, { query: { orgId, page } }),
    { keepPrevious: true },
  );
  const list = {
    data: check.data ?? null,
    page,
    setPage: (next: number) => setPaged({ orgId, page: next }),
    // 'Export CSV' writes every apprentice, page after page.
    loadAll: async () => {
      const all: RapidsCompletenessItem[] = [];
      for (let p = 1; ; p++) {
        const { items, total } = await getComplianceRapidsCompleteness(api, { query: { orgId, page: p, limit: 500 } });
        all.push(...items);
        if (!items.length || all.length >= total) return all;
      }
    },
  };
  const [includeSsn, setIncludeSsn] = useState(false);
  const [answering, setAnswering] = useState<RapidsCompletenessItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const withSsn = mayIncludeSsn && includeSsn;
      // The route's address without the host: the client puts its own in front.
      const path = getComplianceRapidsExportUrl({ baseUrl: '' }, { orgId, includeSsn: withSsn ? 'true' : undefined });
      await downloadSignedIn(path, 'rapids-apprentices.csv');
      setOutcome({ ok: true, message: text.rapids.downloaded });
      // The export history shows this download as soon as it is opened.
      void invalidateLists(['auditEvents']);
    } catch (err) {
      setOutcome({
        ok: false,
        message: err instanceof Error && err.message ? err.message : text.rapids.downloadFailed,
      });
    } finally {
      setBusy(false);
    }
  };
  const data = check.data;
  return (
    <Panel
      id="compliance-rapids"
      title={text.rapids.heading}
      tools={
        <div className="rapids-download">
          {mayIncludeSsn ? (
            <Check checked={includeSsn} onChange={setIncludeSsn}>
              {text.rapids.includeSsn}
            </Check>
          ) : null}
          <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
            {busy ? text.rapids.downloading : text.rapids.download}
          </Button>
        </div>
      }
    >
      <p className="muted">{text.rapids.intro}</p>
      {mayIncludeSsn ? <p className="muted">{text.rapids.includeSsnHint}</p> : null}
      {outcome ? (
        <p className={outcome.ok ? 'pc-alert pc-alert--success' : 'pc-alert pc-alert--error'} role="status">
          {outcome.message}
        </p>
      ) : null}
      {data ? <p role="status">{text.rapids.summary(data.complete, data.total)}</p> : null}
      <DataTable<RapidsCompletenessItem>
        caption={text.rapids.caption}
        rows={data?.items}
        list={list}
        loading={check.loading}
        error={check.error}
        empty={text.rapids.empty}
        columns={[
          { header: text.rapids.apprentice, cell: (a) => a.name },
          {
            header: text.rapids.missing,
            // First after the name: the first line of an apprentice's card on a phone.
            cell: (a) =>
              a.missing.length ? (
                <MissingFields missing={a.missing} onAnswer={() => setAnswering(a)} />
              ) : (
                <span className="status-badge status-badge--used">{text.rapids.complete}</span>
              ),
            csv: (a) => a.missing.join('; '),
          },
          { header: text.rapids.program, cell: (a) => a.programTitle },
          { header: text.rapids.employer, cell: (a) => a.employerName ?? '—', csv: (a) => a.employerName },
          { header: text.rapids.status, cell: rapidsStatusOf },
          {
            header: text.registration.actions,
            className: 'row-actions',
            cell: (a) => (
              <RowButton label={text.registration.openOf(a.name)} onClick={() => setAnswering(a)}>
                {text.registration.open}
              </RowButton>
            ),
          },
        ]}
      />
      {answering ? (
        <Suspense fallback={null}>
          <RegistrationAnswersDialog
            apprentice={answering}
            onClose={() => setAnswering(null)}
            onSaved={() => {
              setAnswering(null);
              check.reload();
            }}
          />
        </Suspense>
      ) : null}
      {readsHistory ? (
        <AuditHistory
          summary={text.rapids.history}
          views={[
            {
              label: text.rapids.history,
              query: { orgId, filters: [{ field: 'action', op: 'eq', value: 'compliance.rapidsExport' }] },
            },
          ]}
        />
      ) : null}
    </Panel>
  );
}

/** Identifiers entered on this page (the agency identifiers panel) link to their fields there. */
const ENTERED_HERE = new Set<string>([
  RAPIDS_ID_FIELDS.Employer,
  RAPIDS_ID_FIELDS['Related Technical Instruction Provider'],
]);

function MissingFields({ missing, onAnswer }: { missing: string[]; onAnswer: () => void }) {
  const goToAgencyIds = () => {
    const panel = document.getElementById(AGENCY_IDS_ID)?.closest('section');
    panel?.scrollIntoView({ block: 'start' });
    // The first identifier still empty, ready to type into.
    const empty = [...(panel?.querySelectorAll('input') ?? [])].find((input) => !input.value);
    empty?.focus({ preventScroll: true });
  };
  // The agency's own field names, in its English on every page (as the file's columns are).
  return (
    <span className="missing-fields" lang="en">
      {missing.map((field, i) => (
        <span key={field}>
          {i ? ', ' : null}
          {field === STUDENT_STATUS ? (
            <button type="button" className="missing-fields__answer" onClick={onAnswer}>
              {field}
            </button>
          ) : ENTERED_HERE.has(field) ? (
            <a
              href={`#${AGENCY_IDS_ID}`}
              onClick={(e) => {
                e.preventDefault();
                goToAgencyIds();
              }}
            >
              {field}
            </a>
          ) : (
            field
          )}
        </span>
      ))}
    </span>
  );
}
