import { useState } from 'react';
import { videoEmbedUrl } from '@pathcraft/sdk';
import { FormField } from '../../ui/FormField.tsx';
import { text as T } from './editor.messages.ts';
import { FormDialog } from './FormDialog.tsx';

/** A YouTube, Vimeo or Loom address becomes a video embed; any other address is refused with a clear message. */
export function MediaDialog({ onInsert, onClose }: { onInsert: (embedUrl: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const embed = videoEmbedUrl(url);
    if (!embed) {
      setError(T.videoUnknownHost);
      return;
    }
    onInsert(embed);
    onClose();
  };

  return (
    <FormDialog title={T.media} submit={{ text: T.insert, onSubmit: submit }} onClose={onClose}>
      <FormField label={T.videoUrl} hint={T.videoUrlHint} error={error} required>
        {(p) => <input {...p} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />}
      </FormField>
    </FormDialog>
  );
}
