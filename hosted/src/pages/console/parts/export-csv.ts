import { isValidElement, type ReactNode } from 'react';
import { adoptCss } from '../../../styles.ts';
import { api } from '../../../session.ts';
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

/** Saves bytes the page holds as a file (the browser's download). */
function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV file of what a table shows (csvText), downloaded in the browser. */
export function downloadCsv(fileName: string, header: string[], rows: string[][]): void {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  saveBlob(fileName, new Blob(['\ufeff', csvText(header, rows)], { type: 'text/csv;charset=utf-8' }));
}

/**
 * A file the server makes for the signed-in user (an export), fetched with their sign-in (renewed
 * when it is about to run out) and saved under the name the server gives. `path` is the generated
 * client's address of the route; a refusal throws the server's message (PathcraftError).
 */
export async function downloadSignedIn(path: string, fallbackName: string): Promise<void> {
  const res = await api.stream('GET', path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(name, await res.blob());
}

export const csvFileName = (caption: string) =>
  `${
    caption
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  }.csv`;
