import { ZWidget } from '@pathcraft/sdk';
import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import formCss from '@pathcraft/widgets/ui/form-field.css';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { useToast } from '@pathcraft/widgets/ui/Toast.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';

interface LinkFields {
  title: string;
  body: string;
  url: string;
  linkTarget: '_blank' | '_self';
  isFeatured: boolean;
  includeEmail: boolean;
  includeExternalUserId: boolean;
}

/** A link card's 'Settings' (002 §2 'Link card'), for staff of the page's organization: saved through the data API, which checks the role. */
export function LinkSettingsDialog({ cardId, onClose, onSaved }: { cardId: string; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const [fields, setFields] = useState<LinkFields | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    adoptCss('form-field', formCss);
    api
      .list<Record<string, unknown>>('widgets', { ids: [cardId] })
      .then(({ items: [w] }) => {
        if (!w) throw new Error('This link no longer exists.');
        setFields({
          title: String(w.title ?? ''),
          body: String(w.body ?? ''),
          url: String(w.url ?? ''),
          linkTarget: w.linkTarget === '_self' ? '_self' : '_blank',
          isFeatured: Boolean(w.isFeatured),
          includeEmail: Boolean(w.includeEmail),
          includeExternalUserId: Boolean(w.includeExternalUserId),
        });
      })
      .catch((err: Error) => setError(err.message));
  }, [cardId]);

  const set = <K extends keyof LinkFields>(key: K, value: LinkFields[K]) => setFields((f) => (f ? { ...f, [key]: value } : f));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields) return;
    const changes = { ...fields, body: fields.body || null, url: fields.url || null };
    const parsed = ZWidget.partial().safeParse(changes);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the fields.');
    setBusy(true);
    try {
      await api.update('widgets', { id: cardId, ...changes });
      toast.success('Link saved!');
      onSaved();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <Modal open title="Link settings" onClose={onClose}>
      {fields ? (
        <form onSubmit={save} className="pc-pp__settings">
          <FormField label="Title" required>
            {(p) => <input {...p} value={fields.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />}
          </FormField>
          <FormField label="Description">{(p) => <textarea {...p} value={fields.body} onChange={(e) => set('body', e.target.value)} rows={3} />}</FormField>
          <FormField label="URL">{(p) => <input {...p} value={fields.url} onChange={(e) => set('url', e.target.value)} inputMode="url" />}</FormField>
          <FormField label="Open in">
            {(p) => (
              <select {...p} value={fields.linkTarget} onChange={(e) => set('linkTarget', e.target.value as LinkFields['linkTarget'])}>
                <option value="_blank">A new tab</option>
                <option value="_self">The same tab</option>
              </select>
            )}
          </FormField>
          {(
            [
              ['isFeatured', 'Featured'],
              ['includeEmail', "Add the visitor's e-mail to the URL"],
              ['includeExternalUserId', "Add the visitor's external user id to the URL"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="pc-pp__check">
              <input type="checkbox" checked={fields[key]} onChange={(e) => set(key, e.target.checked)} /> {label}
            </label>
          ))}
          {error ? (
            <p className="pc-form-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="pc-pp__settings-actions">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : (
        <p role="status">Loading...</p>
      )}
    </Modal>
  );
}
