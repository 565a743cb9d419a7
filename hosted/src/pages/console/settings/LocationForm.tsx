import { STATE_CHOICES, ZLocation } from '@pathcraft/sdk';
import { ChoiceGroup, FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { formText } from '../parts/console-forms.messages.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

export interface LocationRow {
  id: string;
  orgId: string;
  name: string;
  locationImage: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostalCode: string | null;
  defaultLocation: boolean;
  managerIds: string[] | null;
}

const TEXT = [
  'name',
  'locationImage',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressPostalCode',
] as const;
type Fields = Record<(typeof TEXT)[number], string> & { defaultLocation: boolean; managerIds: string[] };

const toFields = (l: LocationRow | null): Fields => ({
  ...(Object.fromEntries(TEXT.map((k) => [k, l?.[k] ?? ''])) as Record<(typeof TEXT)[number], string>),
  defaultLocation: l?.defaultLocation ?? false,
  managerIds: l?.managerIds ?? [],
});
const toRecord = (f: Fields) => ({
  ...Object.fromEntries(
    TEXT.map((k) => [k, k === 'addressState' ? f[k].trim().toUpperCase() || null : f[k].trim() || null]),
  ),
  defaultLocation: f.defaultLocation,
  managerIds: f.managerIds.length ? f.managerIds : null,
});

/** Creates or edits a location: address, managers (the organization's people) and whether it is the default. */
export function LocationForm({
  orgId,
  location,
  people,
  onClose,
  onSaved,
}: {
  orgId: string;
  location: LocationRow | null;
  people: { id: string; name: string | null; email: string | null }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [form, setForm] = useState(toFields(location));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [managerSearch, setManagerSearch] = useState('');
  // After a create, a second Save edits the created location instead of adding another.
  const saved = useRef<{ id: string | null; form: Fields }>({ id: location?.id ?? null, form: toFields(location) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const record = toRecord(form);
      const check = ZLocation.safeParse({ ...record, orgId });
      const found: Record<string, string> = {};
      if (!check.success) for (const issue of check.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
      try {
        if (!saved.current.id) {
          const created = await api.create('locations', { ...record, orgId });
          saved.current = { id: created.docId, form };
          toast.success(formText.locationForm.created);
        } else {
          const before = toRecord(saved.current.form) as Record<string, unknown>;
          const changes = Object.fromEntries(
            Object.entries(record).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])),
          );
          if (Object.keys(changes).length) await api.update('locations', { id: saved.current.id, ...changes });
          saved.current = { id: saved.current.id, form };
          toast.success(formText.locationForm.saved);
        }
        onSaved();
      } catch (err) {
        const { fields, rest } = fieldErrorsOf(err, [...TEXT, 'managerIds']);
        setErrors(fields);
        setProblem(rest);
      }
    });
  };

  const shown = people
    .filter(
      (p) =>
        form.managerIds.includes(p.id) ||
        `${p.name ?? ''} ${p.email ?? ''}`.toLowerCase().includes(managerSearch.trim().toLowerCase()),
    )
    .slice(0, 50);

  return (
    <FormModal
      title={location ? formText.locationForm.editTitle : formText.locationForm.newTitle}
      size="lg"
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
    >
      <div className="pc-form-grid">
        {TEXT.map((key) => (
          <FormField key={key} label={formText.locationForm.labels[key]} required={key === 'name'} error={errors[key]}>
            {(p) =>
              // A state is chosen from the list (docs/rules.md#private-information), never typed and cut to two letters.
              key === 'addressState' ? (
                <select
                  {...p}
                  value={form.addressState}
                  onChange={(e) => setForm({ ...form, addressState: e.currentTarget.value })}
                >
                  <option value="">{text.common.none}</option>
                  {STATE_CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...p}
                  type={key === 'locationImage' ? 'url' : 'text'}
                  maxLength={key === 'addressPostalCode' ? 10 : 200}
                  autoComplete="off"
                  value={form[key]}
                  onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
                />
              )
            }
          </FormField>
        ))}
      </div>
      <Check checked={form.defaultLocation} onChange={(checked) => setForm({ ...form, defaultLocation: checked })}>
        {formText.locationForm.defaultLocation}
      </Check>
      <FormField label={formText.locationForm.findManagers}>
        {(p) => (
          <input {...p} type="search" value={managerSearch} onChange={(e) => setManagerSearch(e.currentTarget.value)} />
        )}
      </FormField>
      <ChoiceGroup legend={formText.locationForm.managers} className="pc-choice-group--columns">
        {() =>
          shown.length ? (
            shown.map((p) => (
              <label key={p.id}>
                <input
                  type="checkbox"
                  checked={form.managerIds.includes(p.id)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      managerIds: e.currentTarget.checked
                        ? [...form.managerIds, p.id]
                        : form.managerIds.filter((id) => id !== p.id),
                    })
                  }
                />
                {p.name ?? p.email}
              </label>
            ))
          ) : (
            <p className="muted">{formText.locationForm.noMatch}</p>
          )
        }
      </ChoiceGroup>
    </FormModal>
  );
}
