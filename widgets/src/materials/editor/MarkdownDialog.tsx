import { useState } from 'react';
import { FormField } from '../../ui/FormField.tsx';
import { text as T } from './editor.messages.ts';
import { FormDialog } from './FormDialog.tsx';

/** The Markdown converter is a chunk of its own, fetched when this dialog opens: most edits never need it. */
const loadConverter = () => import('./material-markdown.ts');

/** 'Import Markdown': pasted Markdown, converted to HTML and inserted at the cursor. */
export function MarkdownDialog({ onInsert, onClose }: { onInsert: (html: string) => void; onClose: () => void }) {
  const [converter] = useState(loadConverter);
  const [markdown, setMarkdown] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!markdown.trim()) return onClose();
    setBusy(true);
    try {
      const { markdownToHtml } = await converter;
      onInsert(markdownToHtml(markdown));
      onClose();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={T.importMarkdown}
      submit={{ text: T.convertMarkdown, onSubmit: () => void submit() }}
      onClose={onClose}
      busy={busy}
    >
      <FormField label={T.markdown} error={error}>
        {(p) => (
          <textarea
            {...p}
            className="pc-editor-dialog__markdown"
            rows={10}
            value={markdown}
            onChange={(e) => setMarkdown(e.currentTarget.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
