import { useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { text as T } from './editor.messages.ts';
import { FormDialog } from './FormDialog.tsx';

export const isPdfFile = (file: File) =>
  /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');

/** 'Upload/Embed PDF': 'Choose File' picks a .pdf, which is uploaded and embedded; the dialog closes when it is in. */
export function PdfDialog({ onUpload, onClose }: { onUpload: (file: File) => Promise<void>; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isPdfFile(file)) {
      setError(T.pdfOnly);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onUpload(file);
      onClose();
    } catch (err) {
      setError(T.pdfUploadFailed((err as Error).message));
      setBusy(false);
    }
  };

  return (
    <FormDialog title={T.uploadPdf} onClose={onClose}>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
      />
      <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {busy ? <Spinner /> : null}
        {T.chooseFile}
      </Button>
      <p className="pc-editor-dialog__hint">{T.pdfTypes}</p>
      {error ? (
        <p className="pc-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
