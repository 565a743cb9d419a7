/**
 * The editor's schema: exactly the HTML of MATERIAL_HTML (sdk material-html.ts).
 * ProseMirror parses every loaded, pasted or imported HTML through it and drops
 * whatever has no node, mark or attribute here, so the editor emits only what
 * the server's sanitizer keeps.
 */
import { Node, type Attributes, type Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import CodeBlock from '@tiptap/extension-code-block';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { videoEmbedUrl } from '@pathcraft/sdk';
import { LinkMark } from './link-mark.ts';

const frameSrc = (el: HTMLElement) =>
  (el.tagName === 'IFRAME' ? el : el.querySelector('iframe'))?.getAttribute('src') ?? null;

/** `<div class="pc-embed pc-embed--video"><iframe …></div>`: a YouTube, Vimeo or Loom player, only at its embed address. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null, rendered: false, parseHTML: (el) => videoEmbedUrl(frameSrc(el) ?? '') },
  }),
  parseHTML: () => [
    {
      tag: 'div.pc-embed--video',
      getAttrs: (el) => (frameSrc(el) !== null && videoEmbedUrl(frameSrc(el)!) === frameSrc(el) ? null : false),
    },
    // A pasted player (`<iframe src="https://www.youtube.com/embed/…">`) becomes the same embed.
    { tag: 'iframe[src]', getAttrs: (el) => (videoEmbedUrl(frameSrc(el)!) ? null : false) },
  ],
  renderHTML: ({ node }) => [
    'div',
    { class: 'pc-embed pc-embed--video' },
    ['iframe', { class: 'pc-embed__frame', src: node.attrs.src, title: 'Video', allowfullscreen: '' }],
  ],
});

/** `<div class="pc-embed pc-embed--pdf"><iframe …></div>`: an uploaded PDF, followed in the document by its link as a fallback. */
export const PdfEmbed = Node.create({
  name: 'pdfEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null, rendered: false, parseHTML: frameSrc },
    name: { default: '', rendered: false, parseHTML: (el) => el.querySelector('iframe')?.getAttribute('title') ?? '' },
  }),
  parseHTML: () => [
    {
      tag: 'div.pc-embed--pdf',
      getAttrs: (el) => (/^https?:\/\/[^?#]+\.pdf(?:$|[?#])/i.test(frameSrc(el) ?? '') ? null : false),
    },
  ],
  renderHTML: ({ node }) => [
    'div',
    { class: 'pc-embed pc-embed--pdf' },
    ['iframe', { class: 'pc-embed__frame', src: node.attrs.src, title: node.attrs.name }],
  ],
});

/** `<pre><code>` without a language class (not in the allow-list). */
const PlainCodeBlock = CodeBlock.extend({ addAttributes: () => ({}) });

/** `<ol start>` without the list `type` attribute (not in the allow-list). */
const MaterialOrderedList = OrderedList.extend({
  addAttributes() {
    const attributes: Attributes = { ...this.parent?.() };
    delete attributes.type;
    return attributes;
  },
});

/** StarterKit's set, imported one by one (StarterKit's own module pulls in every list and helper extension). */
export const materialExtensions: Extensions = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  Underline,
  Strike,
  Code,
  Heading.configure({ levels: [1, 2, 3, 4] }),
  Blockquote,
  BulletList,
  ListItem,
  ListKeymap,
  HardBreak,
  HorizontalRule,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
  LinkMark,
  PlainCodeBlock,
  MaterialOrderedList,
  Image.configure({ inline: false, allowBase64: false }),
  VideoEmbed,
  PdfEmbed,
];
