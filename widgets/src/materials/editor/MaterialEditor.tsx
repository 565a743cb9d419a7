/**
 * The material body's rich-text editor (docs/rules.md#materials-and-files), a chunk
 * of its own: the side sheet loads it with import() only when an author edits,
 * so readers never download it. Tiptap (ProseMirror) mounted on a div through
 * @tiptap/core, so it runs on preact/compat in widgets and on React in hosted pages.
 */
import { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { useEffect, useId, useRef, useState } from 'react';
import type { MaterialEditorHandle, MaterialEditorProps } from '../editor-props.ts';
import { charCount, type CharCount } from './char-count.ts';
import { materialExtensions } from './extensions.ts';
import { prepareImage } from './image-resize.ts';
import { insertBlocks } from './insert-blocks.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { MarkdownDialog } from './MarkdownDialog.tsx';
import { MediaDialog } from './MediaDialog.tsx';
import { PdfDialog } from './PdfDialog.tsx';
import { Toolbar, type EditorDialog } from './Toolbar.tsx';
import { text as T } from './editor.messages.ts';

export type { MaterialEditorHandle, MaterialEditorProps };
export { editorCss } from './editor-css.ts';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** `html` is the starting content only; later changes go through the handle given to onReady. */
export function MaterialEditor(props: MaterialEditorProps) {
  const { html, maxChars, height, label } = props;
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const countId = useId();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [count, setCount] = useState<CharCount>(() => charCount('', maxChars));
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  // The toolbar shows the marks at the cursor: it re-renders on every transaction.
  const [, setRevision] = useState(0);
  const report = useRef<() => void>(() => undefined);

  useEffect(() => {
    const created = new Editor({
      element: host.current,
      extensions: materialExtensions,
      content: html,
      // Tiptap's own stylesheet would be an inline <style> in the document (blocked by a strict CSP, outside the shadow root); editor.css has it.
      injectCSS: false,
      editorProps: {
        attributes: {
          class: 'pc-editor__content',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-describedby': countId,
        },
      },
    });
    let clean: ProseMirrorNode = created.state.doc;
    report.current = () => {
      // Blocks joined without separators: the text the server counts (tags stripped) when it checks the same limit.
      const next = charCount(created.getText({ blockSeparator: '' }), latest.current.maxChars);
      setCount(next);
      latest.current.onChange({ chars: next.chars, overLimit: next.overLimit, dirty: !created.state.doc.eq(clean) });
    };
    created.on('update', () => report.current());
    created.on('transaction', () => setRevision((n) => n + 1));
    const handle: MaterialEditorHandle = {
      // Without the empty paragraph the editor keeps last for the cursor (after an embed or a list).
      getHtml: () => (created.isEmpty ? '' : created.getHTML().replace(/(?:<p><\/p>)+$/, '')),
      setHtml: (next) => created.commands.setContent(next),
      appendHtml: (more) => created.commands.insertContentAt(created.state.doc.content.size, more),
      markClean: () => {
        clean = created.state.doc;
        report.current();
      },
      focus: () => created.commands.focus(),
    };
    setEditor(created);
    report.current();
    latest.current.onReady(handle);
    return () => {
      report.current = () => undefined;
      created.destroy();
    };
    // The editor lives as long as the component: html is its starting content, later content goes through the handle.
  }, []);

  useEffect(() => report.current(), [maxChars]);

  const insertImage = async (file: File, alt: string) => {
    const { toast, uploadImage } = latest.current;
    try {
      const ready = await prepareImage(file, () => toast('info', T.optimizingImage));
      toast('info', T.uploadingImage);
      const { url } = await uploadImage(ready);
      if (!editor || editor.isDestroyed) return;
      insertBlocks(editor, { type: 'image', attrs: { src: url, alt } });
      toast('success', T.imageUploaded);
    } catch (err) {
      toast('error', T.imageUploadFailed(errorText(err)));
    }
  };

  const insertPdf = async (file: File) => {
    const { url, name } = await latest.current.uploadPdf(file);
    if (!editor || editor.isDestroyed) return;
    const link = {
      type: 'link',
      attrs: { href: url, class: 'pc-pdf-link', target: '_blank', rel: 'noopener noreferrer' },
    };
    insertBlocks(editor, [
      { type: 'pdfEmbed', attrs: { src: url, name } },
      { type: 'paragraph', content: [{ type: 'text', text: name, marks: [link] }] },
    ]);
    latest.current.toast('success', T.fileUploaded);
  };

  const close = () => setDialog(null);

  return (
    <div className="pc-editor">
      {editor ? <Toolbar editor={editor} label={label} onDialog={setDialog} /> : null}
      <div ref={host} className="pc-editor__scroll" style={{ height: `${height}px` }} />
      {count.overLimit ? (
        <p id={countId} className="pc-editor__count pc-editor__count--over" role="alert">
          {count.message}
        </p>
      ) : (
        <p id={countId} className="pc-editor__count">
          {count.message}
        </p>
      )}
      {editor && dialog === 'link' ? <LinkDialog editor={editor} onClose={close} /> : null}
      {editor && dialog === 'image' ? (
        <ImageDialog onInsert={(file, alt) => void insertImage(file, alt)} onClose={close} />
      ) : null}
      {editor && dialog === 'media' ? (
        <MediaDialog onInsert={(src) => insertBlocks(editor, { type: 'videoEmbed', attrs: { src } })} onClose={close} />
      ) : null}
      {editor && dialog === 'pdf' ? <PdfDialog onUpload={insertPdf} onClose={close} /> : null}
      {editor && dialog === 'markdown' ? (
        <MarkdownDialog onInsert={(converted) => insertBlocks(editor, converted)} onClose={close} />
      ) : null}
    </div>
  );
}
