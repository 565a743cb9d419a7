import type { ListResult } from '@pathcraft/sdk';
import { type ReactNode, useState } from 'react';
import { text } from './console.messages.ts';
import { csvFileName, downloadCsv, nodeText } from './export-csv.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The value in a CSV export, when the cell's text is not it; row actions are never exported. */
  csv?: (row: T) => string | number | null | undefined;
}

/** Exports the rows given, one column per header except the row actions. */
function exportRows<T>(caption: string, rows: T[], columns: Column<T>[]) {
  const exported = columns.filter((c) => c.className !== 'row-actions');
  downloadCsv(
    csvFileName(caption),
    exported.map((c) => c.header),
    rows.map((row) => exported.map((c) => (c.csv ? String(c.csv(row) ?? '') : nodeText(c.cell(row))))),
  );
}

/** A list loaded page by page (useList): the table shows where it is and exports every page. */
export interface PagedList<T> {
  data: ListResult<T> | null;
  page: number;
  setPage: (page: number) => void;
  loadAll: () => Promise<T[]>;
}

/** 'Previous' and 'Next' under a list longer than one page, with where the list is ('201–400 of 100,000'). */
function Pager<T>({ list, caption }: { list: PagedList<T>; caption: string }) {
  const d = list.data;
  if (!d || d.total <= d.items.length) return null;
  const limit = d.limit || d.items.length || 1;
  const last = Math.max(1, Math.ceil(d.total / limit));
  const from = d.rangeFrom ?? (list.page - 1) * limit;
  const range = text.table.range(from + 1, from + d.items.length, d.total);
  return (
    <nav className="table-pager" aria-label={text.table.pagesOf(caption)}>
      <button
        type="button"
        className="pc-button pc-button--secondary"
        disabled={list.page <= 1}
        onClick={() => list.setPage(list.page - 1)}
      >
        {text.table.previous}
      </button>
      <span role="status">{range}</span>
      <button
        type="button"
        className="pc-button pc-button--secondary"
        disabled={list.page >= last}
        onClick={() => list.setPage(list.page + 1)}
      >
        {text.table.next}
      </button>
    </nav>
  );
}

/**
 * A plain accessible table with loading, error and empty states. Given the `list` it came
 * from, it pages through it and 'Export CSV' downloads every page, not only the one shown.
 * On a phone every row is a card of lines labelled with their column's header (app.css
 * .stacking-table), so a column at the end (a status, an Open button) is on screen, not beyond a
 * sideways scroll; every console table does it, so a new table can't forget to.
 */
export function DataTable<T extends { id: string }>({
  rows,
  columns,
  loading,
  error,
  empty,
  caption,
  list,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  loading: boolean;
  error: string | null;
  empty: string;
  caption: string;
  list?: PagedList<T>;
}) {
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    if (!rows) return;
    if (!list || (list.data && list.data.total <= rows.length)) return exportRows(caption, rows, columns);
    setExporting(true);
    try {
      exportRows(caption, await list.loadAll(), columns);
    } finally {
      setExporting(false);
    }
  };
  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (loading && !rows) return <p role="status">{text.common.loading}</p>;
  if (!rows?.length) return <p>{empty}</p>;
  return (
    // Wide tables scroll sideways on their own (focusable, so keyboards can too), not the whole page;
    // on a phone they are cards and don't.
    <>
      <div className="table-export">
        <button
          type="button"
          className="pc-button pc-button--secondary"
          disabled={exporting}
          aria-busy={exporting}
          onClick={() => void exportAll()}
        >
          {exporting ? text.table.exporting : text.table.exportCsv}
          <span className="pc-visually-hidden">{text.table.exportOf(caption)}</span>
        </button>
      </div>
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="data-table stacking-table">
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
                {columns.map((c, i) => (
                  // The first cell is the card's title: it needs no label.
                  <td key={c.header} className={c.className} data-label={i ? c.header : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list ? <Pager list={list} caption={caption} /> : null}
    </>
  );
}
