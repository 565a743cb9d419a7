import { ZApiKeyCreate } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { ConfirmDialog } from '@pathcraft/widgets/ui/ConfirmDialog.tsx';
import { FormField, focusFirstInvalid } from '@pathcraft/widgets/ui/FormField.tsx';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { ConsoleShell } from './ConsoleShell.tsx';
import programsCss from './console-programs.css';
import { count } from './count.ts';
import { DataTable } from './DataTable.tsx';
import { OrgSelect, type PickedOrg, ForChosenOrg, type OrgScope } from './org-picker.tsx';
import { useSubmitOnce } from './use-submit-once.ts';

adoptCss('console-programs', programsCss);

interface KeyRow {
  id: string;
  orgId: string;
  name: string;
  prefix: string;
  allowedOrigins: string[] | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const when = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString() : none);

export default function ApiKeysPage() {
  return <ConsoleShell>{() => <ForChosenOrg>{(scope) => <OrgKeys {...scope} />}</ForChosenOrg>}</ConsoleShell>;
}

/** An organization's API keys: create (the key is shown once), see when each was last used, revoke. */
function OrgKeys({ orgs, org, choose }: OrgScope) {
  const toast = useToast();
  const [rows, setRows] = useState<KeyRow[] | undefined>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<KeyRow | null>(null);
  const load = useCallback(() => {
    setLoading(true);
    api.apiKeys
      .list<KeyRow>(org.id)
      .then((r) => {
        setRows(r.items);
        setError(null);
      })
      .catch((err: Error) => setError(err.message))
      .finally(() => setLoading(false));
  }, [org.id]);
  useEffect(load, [load]);
  const active = rows?.filter((k) => !k.revokedAt).length ?? 0;

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
        <span className="muted" role="status">
          {rows ? `${count(active, 'active key')}` : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setCreating(true)}>
          New API key
        </Button>
      </div>
      <DataTable
        caption="API keys"
        rows={rows}
        loading={loading}
        error={error}
        empty="No API keys yet."
        columns={[
          { header: 'Name', cell: (k) => k.name },
          { header: 'Key', cell: (k) => <code>{k.prefix}…</code>, csv: (k) => `${k.prefix}…` },
          { header: 'Allowed origins', cell: (k) => (k.allowedOrigins?.length ? k.allowedOrigins.join(', ') : 'Any') },
          { header: 'Created', cell: (k) => when(k.createdAt, '—'), csv: (k) => k.createdAt },
          { header: 'Last used', cell: (k) => when(k.lastUsedAt, 'Never'), csv: (k) => k.lastUsedAt ?? 'Never' },
          {
            header: 'Status',
            cell: (k) => (k.revokedAt ? <span className="status-badge status-badge--revoked">Revoked</span> : <span className="status-badge status-badge--used">Active</span>),
          },
          {
            header: 'Actions',
            className: 'row-actions',
            cell: (k) =>
              k.revokedAt ? null : (
                <Button variant="link" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
                  Revoke
                </Button>
              ),
          },
        ]}
      />
      {creating ? (
        <CreateKey
          org={org}
          onClose={() => setCreating(false)}
          onCreated={load}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        text="Sites and programs using this key stop working at once. This cannot be undone."
        primaryText="Revoke"
        danger
        onPrimary={async () => {
          if (!revoking) return;
          try {
            await api.apiKeys.revoke(revoking.id);
            toast.success(`${revoking.name} revoked.`);
            load();
          } catch (err) {
            toast.error((err as Error).message);
          }
          setRevoking(null);
        }}
        onSecondary={() => setRevoking(null)}
      />
    </>
  );
}

function CreateKey({ org, onClose, onCreated }: { org: PickedOrg; onClose: () => void; onCreated: () => void }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [errors, setErrors] = useState<{ name?: string; allowedOrigins?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Once made, the dialog shows the key; Save can't make a second one.
    if (created) return;
    void run(async () => {
      setProblem(null);
      const input = { name, orgId: org.id, allowedOrigins: origins.split(/[\s,]+/).filter(Boolean) };
      const checked = ZApiKeyCreate.safeParse(input);
      const found: typeof errors = {};
      for (const issue of checked.error?.issues ?? []) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        const res = await api.apiKeys.create(checked.data!);
        setCreated(res.key);
        onCreated();
      } catch (err) {
        setProblem((err as Error).message);
      }
    });
  };

  const footer = created ? (
    <Button variant="primary" onClick={onClose}>
      Done
    </Button>
  ) : (
    <>
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy} aria-busy={busy}>
        {busy ? 'Creating...' : 'Create key'}
      </Button>
    </>
  );

  return (
    <Modal open title={created ? 'Copy the new API key' : `New API key for ${org.name}`} onClose={onClose} footer={footer}>
      {created ? (
        <div className="once-secret" data-testid="api-key-once">
          <code>{created}</code>
          <span>Copy it now: it is shown only this once. Pathcraft keeps only a fingerprint of it.</span>
          <div>
            <Button onClick={() => void navigator.clipboard?.writeText(created)}>Copy</Button>
          </div>
        </div>
      ) : (
        <form id={formId} ref={formRef} className="console-form" onSubmit={submit} noValidate>
          {problem ? (
            <p className="pc-notice pc-notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          <FormField label="Name" required error={errors.name} hint="Where the key is used, for example 'Careers site'.">
            {(p) => <input {...p} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />}
          </FormField>
          <FormField label="Allowed origins" error={errors.allowedOrigins} hint="One per line, such as https://careers.example.org. Leave empty to allow any, including servers.">
            {(p) => <textarea {...p} rows={3} value={origins} onChange={(e) => setOrigins(e.currentTarget.value)} />}
          </FormField>
        </form>
      )}
    </Modal>
  );
}
