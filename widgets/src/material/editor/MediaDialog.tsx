import { useState } from 'react';
import { videoEmbedUrl } from '@pathcraft/sdk';
import { FormField } from '../../ui/FormField.tsx';
import { EDITOR_TEXT } from './editor-text.ts';
import { FormDialog } from './FormDialog.tsx';

/** A YouTube, Vimeo or Loom address becomes a video embed; any other address is refused with a clear message. */
export function MediaDialog({ onInsert, onClose }: { onInsert: (embedUrl: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const embed = videoEmbedUrl(url);
    if (!embed) {
      setError(EDITOR_TEXT.videoUnknownHost);
      return;
    }
    onInsert(embed);
    onClose();
  };

  return (
    <FormDialog title={EDITOR_TEXT.media} submit={{ text: EDITOR_TEXT.insert, onSubmit: submit }} onClose={onClose}>
      <FormField label={EDITOR_TEXT.videoUrl} hint={EDITOR_TEXT.videoUrlHint} error={error} required>
        {(p) => <input {...p} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />}
      </FormField>
    </FormDialog>
  );
}
