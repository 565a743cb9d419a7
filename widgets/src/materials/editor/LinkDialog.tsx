import type { Editor } from '@tiptap/core';
import { useId, useState } from 'react';
import { LINK_STYLES } from '@pathcraft/sdk';
import { Button } from '../../ui/Button.tsx';
import { FormField } from '../../ui/FormField.tsx';
import { text as T } from './editor.messages.ts';
import { FormDialog } from './FormDialog.tsx';
import { isLinkDialogUrl, linkStyleClass, linkStyleOf, type LinkStyle } from './link-style.ts';

/** Adds or edits the link at the selection: address, text, button style and new tab. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [initial] = useState(() => {
    // Editing a link selects all of it, so its whole text shows in the dialog.
    if (editor.isActive('link')) editor.commands.extendMarkRange('link');
    const { from, to } = editor.state.selection;
    const attrs = editor.getAttributes('link');
    return {
      text: editor.state.doc.textBetween(from, to, ' '),
      href: (attrs.href as string) ?? '',
      style: linkStyleOf(attrs.class as string),
      newTab: attrs.target === '_blank',
      editing: editor.isActive('link'),
    };
  });
  const [url, setUrl] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [style, setStyle] = useState<LinkStyle>(initial.style);
  const [newTab, setNewTab] = useState(initial.newTab);
  const newTabId = useId();
  const [errors, setErrors] = useState<{ url?: string; text?: string }>({});

  const submit = () => {
    const problems = {
      url: isLinkDialogUrl(url) ? undefined : T.linkUrlInvalid,
      text: text.trim() ? undefined : T.linkTextRequired,
    };
    setErrors(problems);
    if (problems.url || problems.text) return;
    const attrs = {
      href: url.trim(),
      class: linkStyleClass(style),
      target: newTab ? '_blank' : null,
      rel: newTab ? 'noopener noreferrer' : null,
    };
    const chain = editor.chain().focus();
    // The same text keeps its other marks (bold, italic); new text replaces the selection.
    if (initial.text && text === initial.text) chain.setLink(attrs).run();
    else chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().unsetLink().run();
    onClose();
  };

  return (
    <FormDialog title={T.link} submit={{ text: T.insert, onSubmit: submit }} onClose={onClose}>
      <FormField label={T.linkUrl} error={errors.url} required>
        {(p) => (
          <input
            {...p}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label={T.linkText} error={errors.text} required>
        {(p) => <input {...p} type="text" value={text} onChange={(e) => setText(e.currentTarget.value)} />}
      </FormField>
      <FormField label={T.linkStyle}>
        {(p) => (
          <select {...p} value={style} onChange={(e) => setStyle(e.currentTarget.value as LinkStyle)}>
            {LINK_STYLES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="pc-editor-dialog__check">
        <input id={newTabId} type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.currentTarget.checked)} />
        <label htmlFor={newTabId}>{T.linkNewTab}</label>
      </div>
      {initial.editing ? (
        <Button variant="link" onClick={remove}>
          {T.removeLink}
        </Button>
      ) : null}
    </FormDialog>
  );
}
