import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from 'react';
import {
  attributeNames,
  callbackName,
  eventType,
  PATHCRAFT_ELEMENTS,
  type AttributeType,
  type PathcraftElement,
  type PathcraftElementProps,
  type PathcraftElementTag,
  type PathcraftEventCallbacks,
} from '@pathcraft/sdk/embed';

/** What every component passes to its element as React would: identity, styling, children. */
export interface CommonProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  hidden?: boolean;
  slot?: string;
  title?: string;
  children?: ReactNode;
}

/** The element's attributes as camelCase props and its events as `on…` callbacks. */
export type PathcraftComponentProps<T extends PathcraftElementTag> = PathcraftElementProps<T> &
  PathcraftEventCallbacks<T> &
  CommonProps;

export type PathcraftComponent<T extends PathcraftElementTag> = ForwardRefExoticComponent<
  PropsWithoutRef<PathcraftComponentProps<T>> & RefAttributes<PathcraftElement>
>;

/** A prop's value as its attribute: a boolean is present ('') or absent, a number is its decimal string. */
export function toAttribute(type: AttributeType, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (type === 'boolean') return value === true ? '' : undefined;
  return String(value);
}

/**
 * A component rendering `<tag>` from the sdk's element table: props become
 * kebab-case attributes (set in the markup, so server rendering shows them
 * too), `on…` callbacks listen to `pathcraft:…` events on the element, and
 * the ref is the element.
 */
export function elementComponent<T extends PathcraftElementTag>(tag: T, displayName: string): PathcraftComponent<T> {
  const types: Readonly<Record<string, AttributeType>> = PATHCRAFT_ELEMENTS[tag].attributes;
  const attributeOf = attributeNames(tag);
  const events = PATHCRAFT_ELEMENTS[tag].events.map((name) => ({
    type: eventType(name),
    callback: callbackName(name),
  }));
  const callbacks = new Set(events.map((e) => e.callback));

  // biome-ignore lint/correctness/noComponentHookFactories: one component per element, made once at module load
  const Component = forwardRef<PathcraftElement, PathcraftComponentProps<T>>(
    // biome-ignore lint/correctness/noComponentHookFactories: one component per element, made once at module load
    function PathcraftElementComponent(props, ref) {
      const element = useRef<PathcraftElement>(null);
      useImperativeHandle(ref, () => element.current!, []);

      // Listeners are added once and call the latest callbacks, so a new function each render costs nothing.
      const latest = useRef<Record<string, unknown>>(props);
      useEffect(() => {
        latest.current = props;
      });
      useEffect(() => {
        const el = element.current;
        if (!el) return;
        const listeners = events.map(({ type, callback }) => {
          const listener = (event: Event) =>
            (latest.current[callback] as ((event: Event) => void) | undefined)?.(event);
          el.addEventListener(type, listener);
          return () => el.removeEventListener(type, listener);
        });
        return () => listeners.forEach((remove) => remove());
      }, []);

      const domProps: Record<string, unknown> = { ref: element };
      for (const [key, value] of Object.entries(props)) {
        const attribute = attributeOf.get(key);
        if (attribute) domProps[attribute] = toAttribute(types[attribute]!, value);
        else if (!callbacks.has(key)) domProps[key] = value;
      }
      return createElement(tag, domProps);
    },
  );
  Component.displayName = displayName;
  return Component;
}
