import { Button, FormField, Modal } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import { text } from './components.messages.ts';

/** The Markdown cheatsheet (docs/rules.md#sign-in-and-the-console), in a modal. */
export function MarkdownCheatsheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={text.markdown.title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{text.markdown.close}</Button>}
    >
      {/* Focusable, so a keyboard can scroll the list on a small screen. */}
      <div className="cheatsheet-scroll" role="region" aria-label={text.markdown.examples} tabIndex={0}>
        <table className="data-table cheatsheet">
          <caption className="pc-visually-hidden">{text.markdown.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.markdown.typed}</th>
              <th scope="col">{text.markdown.shows}</th>
            </tr>
          </thead>
          <tbody>
            {text.markdown.rows.map(([typed, shows]) => (
              <tr key={typed}>
                <td>
                  <code>{typed}</code>
                </td>
                <td>{shows}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}

/** A text area where Markdown is typed, with the cheatsheet one click away. */
export function MarkdownField({
  label,
  value,
  onChange,
  error,
  rows = 5,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  disabled?: boolean;
}) {
  const [help, setHelp] = useState(false);
  return (
    <div className="markdown-field">
      <FormField
        label={label}
        error={error}
        hint={
          <>
            {text.markdown.worksHere}{' '}
            <Button variant="link" onClick={() => setHelp(true)} aria-label={text.markdown.cheatsheetFor(label)}>
              {text.markdown.title}
            </Button>
          </>
        }
      >
        {(p) => (
          <textarea
            {...p}
            rows={rows}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        )}
      </FormField>
      <MarkdownCheatsheet open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
