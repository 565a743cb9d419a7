import { Button } from '@pathcraft/widgets/ui/Button.tsx';
import { FormField } from '@pathcraft/widgets/ui/FormField.tsx';
import { Modal } from '@pathcraft/widgets/ui/Modal.tsx';
import { useState } from 'react';

const ROWS: [string, string][] = [
  ['# Heading', 'A heading (## and ### for smaller ones)'],
  ['**bold**', 'Bold text'],
  ['*italic*', 'Italic text'],
  ['[Pathcraft](https://example.org)', 'A link'],
  ['- item', 'A bulleted list'],
  ['1. item', 'A numbered list'],
  ['> quote', 'A quotation'],
  ['`code`', 'Code in a sentence'],
  ['![alt text](https://example.org/a.png)', 'An image'],
  ['---', 'A dividing line'],
];

/** The Markdown cheatsheet (000 §2), in a modal. */
export function MarkdownCheatsheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Markdown cheatsheet" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {/* Focusable, so a keyboard can scroll the list on a small screen. */}
      <div className="cheatsheet-scroll" role="region" aria-label="Markdown examples" tabIndex={0}>
        <table className="data-table cheatsheet">
          <caption className="pc-visually-hidden">Markdown you can type, and what it shows</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">To get</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([typed, shows]) => (
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
export function MarkdownField({ label, value, onChange, error, rows = 5, disabled }: { label: string; value: string; onChange: (value: string) => void; error?: string; rows?: number; disabled?: boolean }) {
  const [help, setHelp] = useState(false);
  return (
    <div className="markdown-field">
      <FormField
        label={label}
        error={error}
        hint={
          <>
            Markdown works here.{' '}
            <Button variant="link" onClick={() => setHelp(true)} aria-label={`Markdown cheatsheet for ${label}`}>
              Markdown cheatsheet
            </Button>
          </>
        }
      >
        {(p) => <textarea {...p} rows={rows} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />}
      </FormField>
      <MarkdownCheatsheet open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
