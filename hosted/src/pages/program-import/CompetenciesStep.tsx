import {
  type CompetencyRow,
  type CompetencyRowErrors,
  competencyHoursSummary,
  competencyHoursTotal,
  newCompetencyRow,
  parseHours,
} from '@pathcraft/sdk';
import { Button, FormField } from '@pathcraft/widgets/ui';
import { useEffect, useId, useRef } from 'react';
import { ignoreRepeatClick } from '../console/parts/use-submit-once.ts';
import { text } from './program-import.messages.ts';

interface CompetenciesStepProps {
  rows: CompetencyRow[];
  errors: CompetencyRowErrors[];
  ojtHours: string;
  busy: boolean;
  saveError: string | null;
  onChange: (rows: CompetencyRow[]) => void;
  onBack: () => void;
  onSave: () => void;
}

/** '2. Review Competencies': a row per competency (group, description, hours), their total against the OJT hours, and Save. */
export function CompetenciesStep({
  rows,
  errors,
  ojtHours,
  busy,
  saveError,
  onChange,
  onBack,
  onSave,
}: CompetenciesStepProps) {
  const groupsId = useId();
  const list = useRef<HTMLOListElement>(null);
  const added = useRef<string | null>(null);
  const groups = [...new Set(rows.map((r) => r.group.trim()).filter(Boolean))];
  const update = (index: number, change: Partial<CompetencyRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  // A new row is where the reviewer types next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the rows change, to focus the row just added
  useEffect(() => {
    if (!added.current) return;
    list.current?.querySelector<HTMLElement>(`[data-row="${added.current}"] textarea`)?.focus();
    added.current = null;
  }, [rows]);

  const add = () => {
    const row = newCompetencyRow(rows);
    added.current = row.id;
    onChange([...rows, row]);
  };

  return (
    <form
      className="console-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <p className="competency-total" role="status">
        {competencyHoursSummary(competencyHoursTotal(rows), parseHours(ojtHours))}
      </p>
      {rows.length ? (
        <ol className="competency-rows" ref={list}>
          {rows.map((row, index) => (
            <li key={row.id} data-row={row.id}>
              <fieldset className="competency-row">
                <legend className="pc-visually-hidden">
                  {text.fields.competency} {index + 1}
                </legend>
                <FormField
                  label={text.fields.competencyGroup}
                  error={errors[index]?.group}
                  className="competency-row__group"
                >
                  {(p) => (
                    <input
                      {...p}
                      type="text"
                      list={groupsId}
                      value={row.group}
                      onChange={(e) => update(index, { group: e.currentTarget.value })}
                    />
                  )}
                </FormField>
                <FormField
                  label={text.fields.competency}
                  error={errors[index]?.description}
                  required
                  className="competency-row__description"
                >
                  {(p) => (
                    <textarea
                      {...p}
                      rows={2}
                      value={row.description}
                      onChange={(e) => update(index, { description: e.currentTarget.value })}
                    />
                  )}
                </FormField>
                <FormField
                  label={text.fields.competencyHours}
                  error={errors[index]?.hours}
                  className="competency-row__hours"
                >
                  {(p) => (
                    <input
                      {...p}
                      type="text"
                      inputMode="numeric"
                      value={row.hours}
                      onChange={(e) => update(index, { hours: e.currentTarget.value })}
                    />
                  )}
                </FormField>
                <Button
                  variant="link"
                  className="competency-row__remove"
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  {text.remove}
                  <span className="pc-visually-hidden">
                    {' '}
                    {text.fields.competency.toLowerCase()} {index + 1}
                  </span>
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{text.noCompetencies}</p>
      )}
      <datalist id={groupsId}>
        {groups.map((g) => (
          <option key={g} value={g} />
        ))}
      </datalist>
      <div>
        <Button onClick={add}>{text.addCompetency}</Button>
      </div>
      {saveError ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="form-actions">
        <Button onClick={onBack} disabled={busy}>
          {text.back}
        </Button>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy} onClick={ignoreRepeatClick}>
          {busy ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
