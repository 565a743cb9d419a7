import { PROGRAM_IMPORT_ACCEPT } from '@pathcraft/sdk';
import { Spinner } from '@pathcraft/widgets/ui';
import { type DragEvent, useState } from 'react';
import { text } from './program-import.messages.ts';

const ACCEPT = PROGRAM_IMPORT_ACCEPT.map((extension) => `.${extension}`).join(',');

/** The upload step: a file button, or a file dropped on the area; busy while the server reads it. */
export function ProgramFileDrop({
  readingFile,
  error,
  onFile,
}: {
  readingFile: string | null;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const [over, setOver] = useState(false);
  const busy = readingFile !== null;
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div
      className={`file-drop${over ? ' file-drop--over' : ''}`}
      aria-busy={busy}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="file-drop__prompt">{text.accept}</p>
      <div className="file-drop__actions">
        <label className={`pc-button pc-button--primary file-drop__button${busy ? ' file-drop__button--busy' : ''}`}>
          {text.chooseFile}
          <input
            type="file"
            className="pc-visually-hidden"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared so that choosing the same file again (after fixing it) reads it again.
              event.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <span className="muted">{text.dropHint}</span>
      </div>
      {busy ? (
        <p className="file-drop__status" role="status">
          <Spinner /> {text.reading} {readingFile}...
        </p>
      ) : null}
      {error ? (
        <p className="pc-alert pc-alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
