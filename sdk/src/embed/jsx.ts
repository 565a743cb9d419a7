/**
 * `import type {} from '@pathcraft/sdk/jsx'` types the elements in React's JSX:
 * `<pathcraft-training-plan org-id="…" view-only />` with the attributes of
 * PATHCRAFT_ELEMENTS (kebab-case, as in HTML). Events are not JSX props here:
 * listen with addEventListener, or use the components of @pathcraft/react
 * (`onJobProfileCreate`). Types only; it needs @types/react.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PathcraftElement, PathcraftElementAttributes, PathcraftElementTag } from './elements.ts';

export type PathcraftIntrinsicElements = {
  [T in PathcraftElementTag]: DetailedHTMLProps<HTMLAttributes<PathcraftElement>, PathcraftElement> &
    PathcraftElementAttributes<T>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends PathcraftIntrinsicElements {}
  }
}
