import { useState } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { text as T } from './editor.messages.ts';
import { FormDialog } from './FormDialog.tsx';
import { IMAGE_TYPES } from './image-resize.ts';

/** Asks for the image file and its alt text; the upload runs after the dialog closes, reported by toasts. */
export function ImageDialog({
  onInsert,
  onClose,
}: {
  onInsert: (file: File, alt: string) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(T.imageFileRequired);
      return;
    }
    onClose();
    onInsert(file, alt.trim());
  };

  return (
    <FormDialog title={T.image} submit={{ text: T.insert, onSubmit: submit }} onClose={onClose}>
      <FormField label={T.imageFile} hint={T.imageTypesHint} error={error} required>
        {(p) => (
          <input
            {...p}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField label={T.imageAlt} hint={T.imageAltHint}>
        {(p) => <input {...p} type="text" value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />}
      </FormField>
    </FormDialog>
  );
}
