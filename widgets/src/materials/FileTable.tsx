import { fileKind, humanFileSize, type FileKind, type MaterialFile } from '@pathcraft/sdk';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { text as T } from './materials.messages.ts';

/** One path per kind, drawn in a 24-unit box with a stroke: a page with a mark on it. */
const KIND_MARK: Record<FileKind, string> = {
  pdf: 'M8 13h2a1.5 1.5 0 0 1 0 3H8v-5m6 5v-5h1.5a2.5 2.5 0 0 1 0 5H14',
  image: 'M8 17l3-4 2 2.5 1.5-1.5 2.5 3zM9.5 10.5h.01',
  audio: 'M10 17.5a1.5 1.5 0 1 1 0-3V10l5-1v6.5a1.5 1.5 0 1 1 0-3',
  video: 'M8 11h6v5H8zM14 12.5l3-1.5v4l-3-1.5',
  doc: 'M8 11h8M8 14h8M8 17h5',
  sheet: 'M8 11h8v6H8zM8 14h8M12 11v6',
  other: 'M9 13h6M9 16h4',
};

function FileIcon({ kind }: { kind: FileKind }) {
  return (
    <svg
      className={`pc-files__icon pc-files__icon--${kind}`}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.5"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d="M6 3h8l5 5v13H6z" />
      <path d="M14 3v5h5" />
      <path d={KIND_MARK[kind]} />
    </svg>
  );
}

export interface FileTableProps {
  files: MaterialFile[];
  /** Shows 'Delete' (docs/rules.md#materials-and-files: a role check the server makes, given as the view's canDeleteFiles). */
  canDelete: boolean;
  /** Deletes on the server; the caller drops the row. A rejection is shown and the row stays. */
  onDelete?: (file: MaterialFile) => Promise<void>;
  /** Where relative file urls resolve (the API's origin; '' on the platform's own pages). */
  base?: string;
}

const absolute = (url: string, base: string) => (url.startsWith('/') && !url.startsWith('//') ? base + url : url);

/** A material's files (docs/rules.md#materials-and-files): File, Size, Actions; Delete is confirmed first. */
export function FileTable({ files, canDelete, onDelete, base = '' }: FileTableProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<MaterialFile | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const deletable = canDelete && Boolean(onDelete);

  const remove = async (file: MaterialFile) => {
    try {
      await onDelete!(file);
    } catch (err) {
      toast.error((err as Error).message);
      throw err;
    }
    toast.success(T.deleted(file.name));
    setConfirming(null);
    // The confirm gives focus back to its Delete button, which went with the row: the table takes it.
    setTimeout(() => table.current?.focus(), 0);
  };

  return (
    <>
      <table ref={table} className="pc-files" tabIndex={-1}>
        <thead>
          <tr>
            <th scope="col">{T.fileColumn}</th>
            <th scope="col">{T.sizeColumn}</th>
            <th scope="col">{T.actionsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-file-id={file.id}>
              <td className="pc-files__name">
                <FileIcon kind={fileKind(file.type, file.name)} />
                <a href={absolute(file.url, base)} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </td>
              <td className="pc-files__size">{humanFileSize(file.size)}</td>
              <td className="pc-files__actions">
                {deletable ? (
                  <button
                    type="button"
                    className="pc-button pc-button--danger"
                    aria-label={T.deleteTitle(file.name)}
                    onClick={() => setConfirming(file)}
                  >
                    {T.delete}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? T.deleteTitle(confirming.name) : ''}
        text={T.cannotUndo}
        primaryText={T.yes}
        secondaryText={T.no}
        danger
        onPrimary={() => remove(confirming!)}
        onSecondary={() => setConfirming(null)}
      />
    </>
  );
}
