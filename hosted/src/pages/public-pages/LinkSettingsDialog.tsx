import { ZWidget } from '@pathcraft/sdk';
import { Button, FormField, formFieldCss as formCss, Modal, useToast } from '@pathcraft/widgets/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './public-pages.messages.ts';

interface LinkFields {
  title: string;
  body: string;
  url: string;
  linkTarget: '_blank' | '_self';
  isFeatured: boolean;
  includeEmail: boolean;
  includeExternalUserId: boolean;
}

/** A link card's 'Settings' (docs/rules.md#public-pages), for staff of the page's organization: saved through the data API, which checks the role. */
export function LinkSettingsDialog({
  cardId,
  onClose,
  onSaved,
}: {
  cardId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const [fields, setFields] = useState<LinkFields | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    adoptCss('form-field', formCss);
    api
      .list<Record<string, unknown>>('widgets', { ids: [cardId] })
      .then(({ items: [w] }) => {
        if (!w) throw new Error(text.linkSettings.gone);
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

  const set = <K extends keyof LinkFields>(key: K, value: LinkFields[K]) =>
    setFields((f) => (f ? { ...f, [key]: value } : f));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields) return;
    const changes = { ...fields, body: fields.body || null, url: fields.url || null };
    const parsed = ZWidget.partial().safeParse(changes);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? text.linkSettings.checkFields);
    setBusy(true);
    try {
      await api.update('widgets', { id: cardId, ...changes });
      toast.success(text.linkSettings.saved);
      onSaved();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <Modal open title={text.linkSettings.title} onClose={onClose}>
      {fields ? (
        <form onSubmit={save} className="pc-pp__settings">
          <FormField label={text.linkSettings.fields.title} required>
            {(p) => (
              <input {...p} value={fields.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
            )}
          </FormField>
          <FormField label={text.linkSettings.fields.body}>
            {(p) => <textarea {...p} value={fields.body} onChange={(e) => set('body', e.target.value)} rows={3} />}
          </FormField>
          <FormField label={text.linkSettings.fields.url}>
            {(p) => <input {...p} value={fields.url} onChange={(e) => set('url', e.target.value)} inputMode="url" />}
          </FormField>
          <FormField label={text.linkSettings.fields.linkTarget}>
            {(p) => (
              <select
                {...p}
                value={fields.linkTarget}
                onChange={(e) => set('linkTarget', e.target.value as LinkFields['linkTarget'])}
              >
                <option value="_blank">{text.linkSettings.fields.newTab}</option>
                <option value="_self">{text.linkSettings.fields.sameTab}</option>
              </select>
            )}
          </FormField>
          {(['isFeatured', 'includeEmail', 'includeExternalUserId'] as const).map((key) => (
            <label key={key} className="pc-pp__check">
              <input type="checkbox" checked={fields[key]} onChange={(e) => set(key, e.target.checked)} />{' '}
              {text.linkSettings.fields[key]}
            </label>
          ))}
          {error ? (
            <p className="pc-form-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="pc-pp__settings-actions">
            <Button onClick={onClose}>{text.cancel}</Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? text.saving : text.save}
            </Button>
          </div>
        </form>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : (
        <p role="status">{text.linkSettings.loading}</p>
      )}
    </Modal>
  );
}
