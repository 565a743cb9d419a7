import { type Filter, formatDateTime } from '@pathcraft/sdk';
import { useState } from 'react';
import { adoptCss } from '../../../styles.ts';
import programsCss from './console-programs.css';
import { text } from './console.messages.ts';
import { formText } from './console-forms.messages.ts';
import { useList } from './use-list.ts';

adoptCss('console-programs', programsCss);

interface AuditRow {
  id: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  actorId: string | null;
  actorType: string;
  ip: string | null;
  details: {
    changes?: Record<string, { before: unknown; after: unknown }>;
    from?: unknown;
    to?: unknown;
    signerName?: string;
    signerEmail?: string;
    label?: string | null;
    /** A RAPIDS export's: how many rows, and whether the SSNs were in the file. */
    rows?: number;
    includeSsn?: boolean;
  } | null;
  createdAt: string;
}

export interface AuditView {
  label: string;
  query: { orgId?: string; filters: Filter[] };
}

/** 'organizations.create' with its label as 'Created organization Acme'; 'users.role' as 'Changed the role of user Renee Holloway'; other actions as recorded. */
function describe(row: AuditRow): string {
  if (row.action === 'compliance.rapidsExport')
    return formText.audit.rapidsExport(row.details?.rows ?? 0, row.details?.includeSsn === true);
  const [table, verb] = row.action.split('.');
  const said = verb ? formText.audit.verbs[verb] : undefined;
  if (!said) return row.action;
  if (verb === 'signIn') return said;
  return formText.audit.verbOn(said, formText.audit.recordNoun(table ?? ''), row.details?.label ?? null);
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? formText.audit.noValue
    : typeof value === 'string'
      ? formText.audit.quoted(value)
      : JSON.stringify(value);

/**
 * An audit history, newest first: who did what, when, and the before and after of each changed
 * field. Folded until opened, so the screens it sits on load nothing extra.
 */
export function AuditHistory({ views, summary = formText.audit.summary }: { views: AuditView[]; summary?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="audit-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? <AuditEvents views={views} /> : null}
    </details>
  );
}

function AuditEvents({ views }: { views: AuditView[] }) {
  const [index, setIndex] = useState(0);
  const view = views[index] ?? views[0]!;
  const events = useList<AuditRow>('auditEvents', { ...view.query, limit: 50 });
  const rows = events.data?.items ?? [];
  const actorIds = [...new Set(rows.filter((r) => r.actorType === 'user' && r.actorId).map((r) => r.actorId!))];
  const actors = useList<{ id: string; name: string | null; email: string | null }>(
    'users',
    actorIds.length ? { ids: actorIds, select: ['id', 'name', 'email'], limit: actorIds.length } : null,
  );
  const who = (row: AuditRow) => {
    if (row.actorType === 'apiKey') return formText.audit.apiKey;
    if (row.actorType !== 'user') return row.details?.signerName ?? row.details?.signerEmail ?? formText.audit.visitor;
    const actor = actors.data?.items.find((a) => a.id === row.actorId);
    return actor?.name ?? actor?.email ?? formText.audit.user;
  };
  return (
    <div>
      {views.length > 1 ? (
        <label className="pc-field pc-field--inline">
          <span>{formText.audit.show}</span>
          <select value={index} onChange={(e) => setIndex(Number(e.currentTarget.value))}>
            {views.map((v, i) => (
              <option key={v.label} value={i}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {events.error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {events.error}
        </p>
      ) : events.loading && !events.data ? (
        <p role="status">{text.common.loading}</p>
      ) : !rows.length ? (
        <p>{text.common.nothingRecorded}</p>
      ) : (
        <ol className="event-list" aria-label={view.label}>
          {rows.map((row) => {
            // A role change records its roles as from/to.
            const changes = Object.entries(
              row.details?.changes ??
                (row.action === 'users.role' ? { role: { before: row.details?.from, after: row.details?.to } } : {}),
            );
            return (
              <li key={row.id}>
                <span>
                  <strong>{who(row)}</strong> · {describe(row)}
                  {row.entityId && !row.details?.label && row.entity !== 'organizations' ? (
                    <span className="muted"> ({row.entityId})</span>
                  ) : null}
                </span>
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                {changes.length ? (
                  <ul className="changes">
                    {changes.map(([field, change]) => (
                      <li key={field}>
                        {field}: {show(change.before)} → {show(change.after)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
