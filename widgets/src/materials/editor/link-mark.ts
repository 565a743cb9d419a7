import { Mark } from '@tiptap/core';
import { allowedLinkClass, hasAllowedScheme } from './link-style.ts';

export interface LinkAttributes {
  href: string;
  target?: string | null;
  rel?: string | null;
  class?: string | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      setLink: (attributes: LinkAttributes) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

/**
 * `<a href target rel class title>`, with only the allow-list's schemes and classes.
 * Our own mark rather than @tiptap/extension-link, whose autolinking brings
 * linkifyjs (9 KB gzip) into the chunk; links here come from the link dialog.
 */
export const LinkMark = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  addAttributes: () => ({
    href: { default: null },
    target: { default: null },
    rel: { default: null },
    class: { default: null, parseHTML: (el) => allowedLinkClass(el.getAttribute('class')) },
    title: { default: null },
  }),
  parseHTML: () => [
    { tag: 'a[href]', getAttrs: (el) => (hasAllowedScheme(el.getAttribute('href') ?? '') ? null : false) },
  ],
  renderHTML: ({ HTMLAttributes }) => ['a', HTMLAttributes, 0],
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ commands }) =>
          commands.setMark(this.name, attributes),
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
