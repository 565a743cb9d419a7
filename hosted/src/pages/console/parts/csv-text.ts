/**
 * The CSV text of a table: the sdk's csvText, the same the server writes its exports with. Cells
 * that a spreadsheet would run as a formula (=, +, -, @, tab or return first) are kept as text,
 * cells that span lines included, and fields are quoted per RFC 4180.
 */
export { csvText } from '@pathcraft/sdk';
