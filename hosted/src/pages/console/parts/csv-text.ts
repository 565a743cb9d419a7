import { spreadsheetSafeCell } from '@pathcraft/sdk';
import Papa from 'papaparse';

/**
 * The CSV text of a table. Cells that a spreadsheet would run as a formula (=, +, -, @, tab or
 * return first) are kept as text (sdk spreadsheetSafeCell), cells that span lines included:
 * papaparse's own escapeFormulae tests only a cell's first line.
 */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({
    fields: header.map(spreadsheetSafeCell),
    data: rows.map((row) => row.map(spreadsheetSafeCell)),
  });
}
