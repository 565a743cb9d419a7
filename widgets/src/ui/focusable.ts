const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export function focusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** The focused element in the same tree as `node`: inside a shadow root, document.activeElement is only the host. */
export function activeElementOf(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement;
}

/** Keeps Tab and Shift+Tab inside a modal container (a dialog, the side sheet): focus wraps at either end. */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = activeElementOf(container);
  if (!first || !last) event.preventDefault();
  else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
