/** Rendering helpers for the training plan's happy-dom tests (not a test file itself). */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { ToastProvider } from '../ui/Toast.tsx';

export interface Rendered {
  container: HTMLElement;
  text: () => string;
  /** Buttons by their visible text. */
  buttons: (name: string) => HTMLButtonElement[];
  button: (name: string) => HTMLButtonElement;
  field: (label: string) => HTMLInputElement;
  type: (label: string, value: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
  unmount: () => void;
}

const mounted: HTMLElement[] = [];

export async function mount(ui: ReactNode, { toasts = false } = {}): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  await act(() => render(toasts ? <ToastProvider>{ui}</ToastProvider> : ui, container));
  const buttons = (name: string) =>
    Array.from(container.querySelectorAll('button')).filter((b) => b.textContent?.trim() === name);
  const field = (label: string) => {
    const l = Array.from(container.querySelectorAll('label')).find((x) => x.textContent?.trim() === label);
    const el = l && container.querySelector<HTMLInputElement>(`[id="${l.htmlFor}"]`);
    if (!el) throw new Error(`no field labelled '${label}'`);
    return el;
  };
  return {
    container,
    text: () => container.textContent ?? '',
    buttons,
    button: (name) => {
      const found = buttons(name);
      if (found.length !== 1) throw new Error(`${found.length} buttons named '${name}'`);
      return found[0]!;
    },
    field,
    async type(label, value) {
      const el = field(label);
      await act(() => {
        el.value = value;
        el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      });
    },
    async click(el) {
      await act(async () => {
        (el as HTMLElement).click();
        await Promise.resolve();
      });
    },
    unmount: () => render(null, container),
  };
}

/** Unmounts everything mount() rendered; call in afterEach. */
export function cleanup() {
  for (const c of mounted.splice(0)) {
    render(null, c);
    c.remove();
  }
}
