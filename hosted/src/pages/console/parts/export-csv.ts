import { isValidElement, type ReactNode } from 'react';
import { adoptCss } from '../../../styles.ts';
import { csvText } from './csv-text.ts';
import programsCss from './console-programs.css';

// The Export button's place above every console table.
adoptCss('console-programs', programsCss);

/** The text a cell shows: strings and numbers as they are, elements by their children (images by their alt text). */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement(node)) {
    const props = node.props as { children?: ReactNode; alt?: string };
    if (node.type === 'img') return props.alt ?? '';
    return nodeText(props.children);
  }
  return '';
}

/** A CSV file of what a table shows (csvText), downloaded in the browser. */
export function downloadCsv(fileName: string, header: string[], rows: string[][]): void {
  const csv = csvText(header, rows);
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const csvFileName = (caption: string) =>
  `${
    caption
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  }.csv`;
