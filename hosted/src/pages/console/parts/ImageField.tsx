import { FormField } from '@pathcraft/widgets/ui';
import { useEffect, useState } from 'react';
import { formText } from './console-forms.messages.ts';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * An image by link or by upload: the link field, a file picker and a preview. The picked file is
 * uploaded when the form is saved (a new organization has no id to store it under before that).
 */
export function ImageField({
  label,
  url,
  file,
  error,
  onUrl,
  onFile,
}: {
  label: string;
  url: string;
  file: File | null;
  error?: string;
  onUrl: (url: string) => void;
  onFile: (file: File | null) => void;
}) {
  const preview = useObjectUrl(file) ?? (url.trim() || null);
  return (
    <div className="image-field">
      {preview ? (
        <img className="image-field__preview" src={preview} alt={formText.image.preview(label)} />
      ) : (
        <span className="image-field__preview" aria-hidden="true" />
      )}
      <div className="image-field__controls">
        <FormField
          label={formText.image.link(label)}
          error={error}
          hint={file ? formText.image.uploadedOnSave(file.name) : undefined}
        >
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => onUrl(e.currentTarget.value)}
              disabled={Boolean(file)}
            />
          )}
        </FormField>
        <FormField label={formText.image.upload(label)}>
          {(p) => (
            <input
              {...p}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
