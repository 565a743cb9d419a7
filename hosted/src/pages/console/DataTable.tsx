import type { ReactNode } from 'react';
import { csvFileName, downloadCsv, nodeText } from './export-csv.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The value in a CSV export, when the cell's text is not it; row actions are never exported. */
  csv?: (row: T) => string | number | null | undefined;
}

/** Exports the rows listed, one column per header except the row actions. */
function exportRows<T>(caption: string, rows: T[], columns: Column<T>[]) {
  const exported = columns.filter((c) => c.className !== 'row-actions');
  downloadCsv(
    csvFileName(caption),
    exported.map((c) => c.header),
    rows.map((row) => exported.map((c) => (c.csv ? String(c.csv(row) ?? '') : nodeText(c.cell(row))))),
  );
}

/** A plain accessible table with loading, error and empty states. */
export function DataTable<T extends { id: string }>({ rows, columns, loading, error, empty, caption }: { rows: T[] | undefined; columns: Column<T>[]; loading: boolean; error: string | null; empty: string; caption: string }) {
  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (loading && !rows) return <p role="status">Loading...</p>;
  if (!rows?.length) return <p>{empty}</p>;
  return (
    // Wide tables scroll sideways on their own (focusable, so keyboards can too), not the whole page.
    <>
    <div className="table-export">
      <button type="button" className="pc-button pc-button--secondary" onClick={() => exportRows(caption, rows, columns)}>
        Export CSV<span className="pc-visually-hidden"> of {caption}</span>
      </button>
    </div>
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="pc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
