import { formatDateTime, ZApiKeyCreate } from '@pathcraft/sdk';
import { Button, ConfirmDialog, FormField, focusFirstInvalid, Modal, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { text } from '../parts/console.messages.ts';
import { useRead } from '../parts/use-read.ts';
import programsCss from '../parts/console-programs.css';
import { DataTable } from '../parts/DataTable.tsx';
import { OrgSelect, type PickedOrg, ForChosenOrg, type OrgScope } from '../parts/org-picker.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { RowButton } from '../parts/RowButton.tsx';

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

const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none);

export default function ApiKeysPage() {
  return <ConsoleShell>{() => <ForChosenOrg>{(scope) => <OrgKeys {...scope} />}</ForChosenOrg>}</ConsoleShell>;
}

/** An organization's API keys: create (the key is shown once), see when each was last used, revoke. */
export function OrgKeys({ orgs, org, choose }: OrgScope) {
  const toast = useToast();
  const keys = useRead(['apiKeys', org.id], () => api.apiKeys.list<KeyRow>(org.id));
  const rows = keys.data?.items;
  const { loading, error, reload: load } = keys;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<KeyRow | null>(null);
  const active = rows?.filter((k) => !k.revokedAt).length ?? 0;

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
        <span className="muted" role="status">
          {rows ? text.apiKeys.activeCount(active) : ''}
        </span>
        <Button variant="primary" className="toolbar__end" onClick={() => setCreating(true)}>
          {text.apiKeys.newKey}
        </Button>
      </div>
      <DataTable
        caption={text.apiKeys.caption}
        rows={rows}
        loading={loading}
        error={error}
        empty={text.apiKeys.empty}
        columns={[
          { header: text.common.name, cell: (k) => k.name },
          { header: text.apiKeys.key, cell: (k) => <code>{k.prefix}…</code>, csv: (k) => `${k.prefix}…` },
          {
            header: text.apiKeys.allowedOrigins,
            cell: (k) => (k.allowedOrigins?.length ? k.allowedOrigins.join(', ') : text.apiKeys.anyOrigin),
          },
          { header: text.apiKeys.created, cell: (k) => when(k.createdAt, '—'), csv: (k) => k.createdAt },
          {
            header: text.apiKeys.lastUsed,
            cell: (k) => when(k.lastUsedAt, text.apiKeys.never),
            csv: (k) => k.lastUsedAt ?? text.apiKeys.never,
          },
          {
            header: text.common.status,
            cell: (k) =>
              k.revokedAt ? (
                <span className="status-badge status-badge--revoked">{text.apiKeys.revoked}</span>
              ) : (
                <span className="status-badge status-badge--used">{text.apiKeys.active}</span>
              ),
          },
          {
            header: text.common.actions,
            className: 'row-actions',
            cell: (k) =>
              k.revokedAt ? null : (
                <RowButton label={text.apiKeys.revokeNamed(k.name)} onClick={() => setRevoking(k)}>
                  {text.common.revoke}
                </RowButton>
              ),
          },
        ]}
      />
      {creating ? <CreateKey org={org} onClose={() => setCreating(false)} onCreated={load} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={text.apiKeys.revokeTitle(revoking?.name)}
        text={text.apiKeys.revokeText}
        primaryText={text.common.revoke}
        danger
        onPrimary={async () => {
          if (!revoking) return;
          try {
            await api.apiKeys.revoke(revoking.id);
            toast.success(text.apiKeys.revokedToast(revoking.name));
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
      {text.common.done}
    </Button>
  ) : (
    <>
      <Button onClick={onClose}>{text.common.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy} aria-busy={busy}>
        {busy ? text.apiKeys.creating : text.apiKeys.createKey}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={created ? text.apiKeys.copyTitle : text.apiKeys.newKeyFor(org.name)}
      onClose={onClose}
      footer={footer}
    >
      {created ? (
        <div className="once-secret" data-testid="api-key-once">
          <code>{created}</code>
          <span>{text.apiKeys.shownOnce}</span>
          <div>
            <Button onClick={() => void navigator.clipboard?.writeText(created)}>{text.apiKeys.copy}</Button>
          </div>
        </div>
      ) : (
        <form id={formId} ref={formRef} className="console-form" onSubmit={submit} noValidate>
          {problem ? (
            <p className="pc-notice pc-notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          <FormField label={text.common.name} required error={errors.name} hint={text.apiKeys.nameHint}>
            {(p) => <input {...p} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />}
          </FormField>
          <FormField label={text.apiKeys.allowedOrigins} error={errors.allowedOrigins} hint={text.apiKeys.originsHint}>
            {(p) => <textarea {...p} rows={3} value={origins} onChange={(e) => setOrigins(e.currentTarget.value)} />}
          </FormField>
        </form>
      )}
    </Modal>
  );
}
