/** Rendering helpers for happy-dom tests of the record dialogs (not a test file itself). */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { ToastProvider } from '../ui/Toast.tsx';

const mounted: HTMLElement[] = [];
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export async function mount(ui: ReactNode) {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  await act(() => render(<ToastProvider>{ui}</ToastProvider>, root));
  const buttons = (name: string) =>
    Array.from(root.querySelectorAll('button')).filter(
      (b) => text(b) === name || b.getAttribute('aria-label') === name,
    );
  const button = (name: string) => {
    const found = buttons(name);
    if (found.length !== 1) throw new Error(`${found.length} buttons named '${name}' in: ${text(root)}`);
    return found[0]!;
  };
  const field = (label: string) => {
    const l = Array.from(root.querySelectorAll('label')).find((x) => text(x).replace(/ \*$/, '') === label);
    const el = l && root.querySelector<HTMLInputElement>(`[id="${l.htmlFor}"]`);
    if (!el) throw new Error(`no field labelled '${label}'`);
    return el;
  };
  const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));
  return {
    root,
    text: () => text(root),
    buttons,
    button,
    field,
    flush,
    /** The text of the error a field's aria-describedby points at. */
    errorOf(el: Element) {
      const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids
        .map((id) => root.querySelector(`[id="${id}"]`))
        .filter((e) => e?.className.includes('error'))
        .map(text)
        .join(' ');
    },
    async type(label: string, value: string) {
      const el = field(label);
      await act(() => {
        el.value = value;
        el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      });
    },
    async click(el: Element) {
      await act(async () => {
        (el as HTMLElement).click();
        await Promise.resolve();
      });
      await flush();
    },
    /** The title of every open dialog, outermost first. */
    dialogs: () => Array.from(root.querySelectorAll('[role="dialog"]')).map((d) => text(d.querySelector('h2'))),
  };
}

export function cleanup() {
  for (const root of mounted.splice(0)) {
    render(null, root);
    root.remove();
  }
}
