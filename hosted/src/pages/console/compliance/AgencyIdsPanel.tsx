import { isRapidsIdOrEmpty, RAPIDS_ID_MAX } from '@pathcraft/sdk';
import { Button, useToast } from '@pathcraft/widgets/ui';
import { useId, useState } from 'react';
import { api } from '../../../session.ts';
import { DataTable } from '../parts/DataTable.tsx';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { Panel } from '../parts/Panel.tsx';
import { useList } from '../parts/use-list.ts';
import { text } from './compliance.messages.ts';

/** The heading's id: the completeness check's missing employer and provider identifiers link here. */
export const AGENCY_IDS_ID = 'compliance-agency-ids';

type AgencyTable = 'employerProfiles' | 'instructionProviders';
interface Identified {
  id: string;
  name: string | null;
  rapidsId: string | null;
}

/**
 * The registration agency's identifiers of the sponsor's employers and RTI providers (their RAPIDS
 * IDs), which the RAPIDS export writes and its completeness check asks for. The sponsor's staff
 * enter them here; an employer never does (the invitation's workforce form refuses the field).
 * A wage schedule's identifier is in its own dialog, on the program's Wage schedules tab.
 */
export function AgencyIdsPanel({ orgId, onSaved }: { orgId: string; onSaved: () => void }) {
  return (
    <Panel id={AGENCY_IDS_ID} title={text.agencyIds.heading}>
      <p className="muted">{text.agencyIds.intro}</p>
      <AgencyIdTable table="employerProfiles" orgId={orgId} onSaved={onSaved} />
      <AgencyIdTable table="instructionProviders" orgId={orgId} onSaved={onSaved} />
    </Panel>
  );
}

function AgencyIdTable({ table, orgId, onSaved }: { table: AgencyTable; orgId: string; onSaved: () => void }) {
  const words = text.agencyIds[table];
  const list = useList<Identified>(table, { orgId, select: ['id', 'name', 'rapidsId'], limit: 500 });
  return (
    <DataTable<Identified>
      caption={words.caption}
      rows={list.data?.items}
      list={list}
      loading={list.loading}
      error={list.error}
      empty={words.empty}
      columns={[
        { header: words.name, cell: (r) => r.name ?? '—', csv: (r) => r.name },
        {
          header: text.agencyIds.rapidsId,
          className: 'agency-id-cell',
          cell: (r) => (
            <AgencyIdField
              // A saved value starts the field anew (another tab's save reloads the list).
              key={`${r.id}:${r.rapidsId ?? ''}`}
              table={table}
              record={r}
              onSaved={() => {
                list.reload();
                onSaved();
              }}
            />
          ),
          csv: (r) => r.rapidsId,
        },
      ]}
    />
  );
}

function AgencyIdField({ table, record, onSaved }: { table: AgencyTable; record: Identified; onSaved: () => void }) {
  const toast = useToast();
  const errorId = useId();
  const [value, setValue] = useState(record.rapidsId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = record.name ?? record.id;
  const unchanged = value.trim() === (record.rapidsId ?? '');
  const save = async () => {
    const next = value.trim();
    if (!isRapidsIdOrEmpty(next)) return setError(text.agencyIds.invalid);
    setBusy(true);
    setError(null);
    try {
      // Only the identifier: the employer's own answers (its workforce form) are left as they are.
      await api.update(table, { id: record.id, rapidsId: next || null });
      toast.success(text.agencyIds.saved(name));
      onSaved();
    } catch (err) {
      const { fields, rest } = fieldErrorsOf(err, ['rapidsId']);
      setError(fields.rapidsId ? text.agencyIds.invalid : rest);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="agency-id"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      <input
        type="text"
        value={value}
        maxLength={RAPIDS_ID_MAX}
        aria-label={text.agencyIds.fieldOf(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
      />
      <Button type="submit" disabled={busy || unchanged} aria-busy={busy} aria-label={text.agencyIds.saveOf(name)}>
        {busy ? text.agencyIds.saving : text.agencyIds.save}
      </Button>
      {error ? (
        <span id={errorId} className="pc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
