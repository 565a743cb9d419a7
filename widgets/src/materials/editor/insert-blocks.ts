import type { Content, Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * Inserts content at the cursor and leaves the cursor in a paragraph after it.
 * An image or embed inserted last stays selected otherwise, and the next insert would replace it.
 */
export function insertBlocks(editor: Editor, content: Content): void {
  editor
    .chain()
    .focus()
    .insertContent(content)
    .command(({ tr }) => {
      if (!(tr.selection instanceof NodeSelection)) return true;
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}
