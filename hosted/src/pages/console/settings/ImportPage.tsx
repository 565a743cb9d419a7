import {
  type CsvRow,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportResult,
  importRowMessage,
  spreadsheetRow,
  unknownImportColumns,
} from '@pathcraft/sdk';
import { Button, useToast } from '@pathcraft/widgets/ui';
import Papa from 'papaparse';
import { useState } from 'react';
import { api } from '../../../session.ts';
import { adoptCss } from '../../../styles.ts';
import { ConsoleShell } from '../parts/ConsoleShell.tsx';
import { formText } from '../parts/console-forms.messages.ts';
import programsCss from '../parts/console-programs.css';
import { OrgSelect, ForChosenOrg, type OrgScope } from '../parts/org-picker.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';

adoptCss('console-programs', programsCss);

interface Parsed {
  fileName: string;
  rows: CsvRow[];
  /** A problem with the file as a whole (its columns, its size, its syntax). */
  fileError: string | null;
  result: ImportResult | null;
}

/**
 * Reads a CSV file in the browser (papaparse: quoted fields, commas and line breaks inside
 * quotes, a byte-order mark), then asks the server for a preview: every row goes through the
 * same checks as the real import, and nothing is saved until every row is right.
 */
function parseCsv(file: File): Promise<{ rows: CsvRow[]; headers: string[]; error: string | null }> {
  return new Promise((resolve) => {
    Papa.parse<CsvRow>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      complete: (out) => {
        const syntax = out.errors.find((e) => e.type !== 'FieldMismatch') ?? out.errors[0];
        resolve({
          rows: out.data,
          headers: out.meta.fields ?? [],
          error: syntax ? formText.import.syntaxError((syntax.row ?? 0) + 2, syntax.message) : null,
        });
      },
      error: (err) => resolve({ rows: [], headers: [], error: err.message }),
    });
  });
}

export default function ImportPage() {
  return <ConsoleShell>{() => <ForChosenOrg>{(scope) => <ImportInto {...scope} />}</ForChosenOrg>}</ConsoleShell>;
}

function ImportInto({ orgs, org, choose }: OrgScope) {
  const toast = useToast();
  const { busy, run } = useSubmitOnce();
  const [kind, setKind] = useState<ImportKind>('users');
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const columns = Object.keys(IMPORT_COLUMNS[kind]);

  const choose_file = (file: File | undefined) =>
    run(async () => {
      setProblem(null);
      setParsed(null);
      if (!file) return;
      const { rows, headers, error } = await parseCsv(file);
      const unknown = unknownImportColumns(kind, headers);
      const fileError =
        error ??
        (unknown.length
          ? formText.import.unknownColumns(unknown, columns)
          : !rows.length
            ? formText.import.noRows
            : rows.length > IMPORT_MAX_ROWS
              ? formText.import.tooManyRows(IMPORT_MAX_ROWS)
              : null);
      if (fileError) return setParsed({ fileName: file.name, rows, fileError, result: null });
      try {
        const result = await api.imports.preview(kind, { orgId: org.id, rows });
        setParsed({ fileName: file.name, rows, fileError: null, result });
      } catch (err) {
        setProblem((err as Error).message);
      }
    });

  const apply = () =>
    run(async () => {
      if (!parsed?.result || parsed.result.errors.length) return;
      setProblem(null);
      try {
        const result = await api.imports.apply(kind, { orgId: org.id, rows: parsed.rows });
        toast.success(formText.import.imported(result.created, kind, org.name));
        setParsed(null);
        setInputKey((k) => k + 1);
      } catch (err) {
        // Another change since the preview (say, the same e-mail added meanwhile): nothing was saved.
        setProblem(formText.import.nothingSaved((err as Error).message));
      }
    });

  const errorOf = (index: number) => parsed?.result?.errors.find((e) => e.row === spreadsheetRow(index));
  const firstError = parsed?.result?.errors[0];

  return (
    <>
      <div className="toolbar">
        <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
        <label className="pc-field pc-field--inline">
          <span>{formText.import.kind}</span>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.currentTarget.value as ImportKind);
              setParsed(null);
              setInputKey((k) => k + 1);
            }}
          >
            {(Object.keys(formText.import.kinds) as ImportKind[]).map((k) => (
              <option key={k} value={k}>
                {formText.import.kinds[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="console-form import-form">
        <p className="muted">{formText.import.help(columns)}</p>
        <label className="pc-field">
          <span>{formText.import.csvFile}</span>
          <input
            key={inputKey}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => void choose_file(e.currentTarget.files?.[0])}
          />
        </label>
        {busy ? <p role="status">{formText.import.checking}</p> : null}
        {problem ? (
          <p className="pc-alert pc-alert--error" role="alert">
            {problem}
          </p>
        ) : null}
        {parsed?.fileError ? (
          <p className="pc-alert pc-alert--error" role="alert">
            {parsed.fileError}
          </p>
        ) : null}
        {firstError ? (
          <p className="pc-alert pc-alert--error" role="alert" data-testid="import-refused">
            {importRowMessage(firstError)}
            {formText.import.refused(parsed!.result!.errors.length - 1)}
          </p>
        ) : null}
        {parsed?.result && !firstError ? (
          <p className="pc-alert pc-alert--success" role="status">
            {formText.import.ready(parsed.fileName, parsed.result.created, org.name)}
          </p>
        ) : null}
      </div>
      {parsed?.result ? (
        <>
          <div className="table-scroll import-errors" role="region" aria-label={formText.import.preview} tabIndex={0}>
            {/* On a phone each row is a card, as in every console table (DataTable). */}
            <table className="data-table stacking-table">
              <caption className="pc-visually-hidden">{formText.import.previewOf(parsed.fileName)}</caption>
              <thead>
                <tr>
                  <th scope="col">{formText.import.row}</th>
                  {columns.slice(0, 4).map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                  <th scope="col">{formText.import.check}</th>
                </tr>
              </thead>
              <tbody>
                {parsed.rows.map((row, index) => {
                  const rowError = errorOf(index);
                  const value = (c: string) =>
                    Object.entries(row).find(([h]) => h.toLowerCase() === c.toLowerCase())?.[1] ?? '';
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a preview row is its position in the file
                    <tr key={index}>
                      <td data-label={formText.import.row}>{spreadsheetRow(index)}</td>
                      {columns.slice(0, 4).map((c) => (
                        <td key={c} data-label={c}>
                          {value(c)}
                        </td>
                      ))}
                      <td className={rowError ? 'row-error' : undefined} data-label={formText.import.check}>
                        {rowError ? rowError.message : formText.import.rowReady}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <Button
              variant="primary"
              disabled={busy || Boolean(firstError)}
              aria-busy={busy}
              onClick={() => void apply()}
            >
              {busy ? formText.import.importing : formText.import.importRows(parsed.rows.length)}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
