import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
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
  );
}
