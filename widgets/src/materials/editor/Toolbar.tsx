import type { ChainedCommands, Editor } from '@tiptap/core';
import { text as T } from './editor.messages.ts';

export type EditorDialog = 'link' | 'image' | 'media' | 'pdf' | 'markdown';

interface Toggle {
  label: string;
  /** Shown through CSS (::before), so the accessible name is the label alone. */
  glyph: string;
  /** What isActive() checks, so aria-pressed tells the state at the cursor. */
  active: [string, Record<string, unknown>?];
  run: (chain: ChainedCommands) => ChainedCommands;
}

const TOGGLES: Toggle[][] = [
  [
    { label: T.bold, glyph: 'B', active: ['bold'], run: (c) => c.toggleBold() },
    { label: T.italic, glyph: 'I', active: ['italic'], run: (c) => c.toggleItalic() },
    { label: T.underline, glyph: 'U', active: ['underline'], run: (c) => c.toggleUnderline() },
    { label: T.strike, glyph: 'S', active: ['strike'], run: (c) => c.toggleStrike() },
  ],
  [
    { label: T.heading2, glyph: 'H2', active: ['heading', { level: 2 }], run: (c) => c.toggleHeading({ level: 2 }) },
    { label: T.heading3, glyph: 'H3', active: ['heading', { level: 3 }], run: (c) => c.toggleHeading({ level: 3 }) },
  ],
  [
    { label: T.bulletList, glyph: '•', active: ['bulletList'], run: (c) => c.toggleBulletList() },
    { label: T.orderedList, glyph: '1.', active: ['orderedList'], run: (c) => c.toggleOrderedList() },
    { label: T.blockquote, glyph: '❝', active: ['blockquote'], run: (c) => c.toggleBlockquote() },
    { label: T.code, glyph: '</>', active: ['code'], run: (c) => c.toggleCode() },
    { label: T.codeBlock, glyph: '{ }', active: ['codeBlock'], run: (c) => c.toggleCodeBlock() },
  ],
];

const DIALOGS: { dialog: EditorDialog; label: string }[] = [
  { dialog: 'link', label: T.link },
  { dialog: 'image', label: T.image },
  { dialog: 'media', label: T.media },
  { dialog: 'pdf', label: T.uploadPdf },
  { dialog: 'markdown', label: T.importMarkdown },
];

/** A pointer press on a tool leaves the focus (and the selection) in the text, as editors do; keyboard users still tab to the tools. */
const keepEditorFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** Formatting, lists, history and the insert dialogs. Every control is a button in the tab order; it wraps on a phone. */
export function Toolbar({
  editor,
  label,
  onDialog,
}: {
  editor: Editor;
  label: string;
  onDialog: (dialog: EditorDialog) => void;
}) {
  return (
    <div className="pc-editor__toolbar" role="toolbar" aria-label={T.toolbar(label)}>
      {TOGGLES.map((group, i) => (
        <div key={i} className="pc-editor__group">
          {group.map((t) => (
            <button
              key={t.label}
              type="button"
              className={`pc-editor__tool pc-editor__tool--${t.active[0]}`}
              aria-label={t.label}
              title={t.label}
              data-glyph={t.glyph}
              aria-pressed={editor.isActive(...t.active)}
              onMouseDown={keepEditorFocus}
              onClick={() => t.run(editor.chain().focus()).run()}
            />
          ))}
        </div>
      ))}
      <div className="pc-editor__group">
        <button
          type="button"
          className="pc-editor__tool"
          aria-label={T.undo}
          title={T.undo}
          data-glyph="↶"
          disabled={!editor.can().undo()}
          onMouseDown={keepEditorFocus}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <button
          type="button"
          className="pc-editor__tool"
          aria-label={T.redo}
          title={T.redo}
          data-glyph="↷"
          disabled={!editor.can().redo()}
          onMouseDown={keepEditorFocus}
          onClick={() => editor.chain().focus().redo().run()}
        />
      </div>
      <div className="pc-editor__group">
        {DIALOGS.map((d) => (
          <button
            key={d.dialog}
            type="button"
            className="pc-editor__tool pc-editor__tool--text"
            aria-haspopup="dialog"
            onClick={() => onDialog(d.dialog)}
          >
            {d.label}
          </button>
        ))}
      </div>
    </div>
  );
}
