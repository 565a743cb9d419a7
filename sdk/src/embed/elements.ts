/**
 * Every custom element embed.js defines: its attributes (kebab-case, with the
 * type define-element parses them as) and the events it dispatches. The one
 * source of element names, attributes and events: the widgets check theirs
 * against it, the React package builds its components from it, and the
 * declarations below type `document.querySelector('pathcraft-…')`,
 * `addEventListener('pathcraft:…')` and (through `@pathcraft/sdk/jsx`) JSX.
 */
import type { PathcraftEvent, PathcraftEventMap, PathcraftEventName } from './events.ts';

/** How an attribute's string becomes a value: a 'boolean' is true when present (and not "false"). */
export type AttributeType = 'string' | 'boolean' | 'number';

export interface ElementSpec {
  readonly attributes: Readonly<Record<string, AttributeType>>;
  readonly events: readonly PathcraftEventName[];
}

export const PATHCRAFT_ELEMENTS = {
  'pathcraft-training-plan': {
    attributes: {
      'org-id': 'string',
      'location-id': 'string',
      'job-profile-id': 'string',
      'view-only': 'boolean',
      keyword: 'string',
      'api-base': 'string',
      debug: 'boolean',
    },
    events: ['jobProfileCreate'],
  },
  'pathcraft-assistant': {
    attributes: { 'integration-id': 'string', display: 'string', 'api-base': 'string' },
    events: ['assistantClose'],
  },
  'pathcraft-wage-schedules': { attributes: { 'apprenticeship-id': 'string', 'api-base': 'string' }, events: [] },
  'pathcraft-user-profile': { attributes: { 'user-id': 'string', 'api-base': 'string', tab: 'string' }, events: [] },
  'pathcraft-signature': { attributes: { 'user-id': 'string', 'api-base': 'string' }, events: [] },
  'pathcraft-enroll': { attributes: { 'class-id': 'string', 'api-base': 'string' }, events: [] },
  'pathcraft-page': { attributes: { 'page-id': 'string', 'org-slug': 'string', 'api-base': 'string' }, events: [] },
  'pathcraft-progress': { attributes: { 'api-base': 'string' }, events: [] },
} as const satisfies Record<`pathcraft-${string}`, ElementSpec>;

export type PathcraftElementTag = keyof typeof PATHCRAFT_ELEMENTS;

type Spec<T extends PathcraftElementTag> = (typeof PATHCRAFT_ELEMENTS)[T];
type AttributesOf<T extends PathcraftElementTag> = Spec<T>['attributes'];

export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type ValueOf<A> = A extends 'boolean' ? boolean : A extends 'number' ? number : string;

/** An element's attributes as camelCase properties: `{ orgId?: string; viewOnly?: boolean; … }`. */
export type PathcraftElementProps<T extends PathcraftElementTag> = {
  [K in keyof AttributesOf<T> & string as CamelCase<K>]?: ValueOf<AttributesOf<T>[K]>;
};

/**
 * An element's attributes as written in HTML or JSX: kebab-case strings; a
 * boolean attribute is on when present (`view-only=""`) and off when absent.
 */
export type PathcraftElementAttributes<T extends PathcraftElementTag> = {
  [K in keyof AttributesOf<T> & string]?: AttributesOf<T>[K] extends 'boolean'
    ? '' | boolean
    : AttributesOf<T>[K] extends 'number'
      ? string | number
      : string;
};

/** The events an element dispatches (without the `pathcraft:` prefix). */
export type PathcraftElementEventName<T extends PathcraftElementTag> = Spec<T>['events'][number];

/** `jobProfileCreate` -> `onJobProfileCreate`, called with the element's `pathcraft:jobProfileCreate` event. */
export type PathcraftEventCallbacks<T extends PathcraftElementTag> = {
  [E in PathcraftElementEventName<T> as `on${Capitalize<E>}`]?: (event: PathcraftEvent<E>) => void;
};

/** The `on…` callback name of an event. */
export function callbackName(event: PathcraftEventName): string {
  return `on${event[0]!.toUpperCase()}${event.slice(1)}`;
}

/** The attribute a camelCase property stands for, from the table: `viewOnly` -> `view-only`. */
export function attributeNames(tag: PathcraftElementTag): Map<string, string> {
  return new Map(
    Object.keys(PATHCRAFT_ELEMENTS[tag].attributes).map((name) => [
      name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      name,
    ]),
  );
}

/**
 * What `document.querySelector('pathcraft-…')` gives. Configured by attributes only;
 * it reflects `state="loading|ready|error"`.
 */
export type PathcraftElement = HTMLElement;

type PathcraftDomEvents = { [K in PathcraftEventName as `pathcraft:${K}`]: CustomEvent<PathcraftEventMap[K]> };
type PathcraftTagNameMap = { [T in PathcraftElementTag]: PathcraftElement };

declare global {
  interface HTMLElementTagNameMap extends PathcraftTagNameMap {}
  // The events bubble (and are composed), so the page hears them on any ancestor and on document.
  interface HTMLElementEventMap extends PathcraftDomEvents {}
  interface DocumentEventMap extends PathcraftDomEvents {}
}
