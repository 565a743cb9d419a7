// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  render(null, container);
  container.remove();
});

const props = (over: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps => ({
  open: true,
  title: 'Delete Plan.pdf',
  text: 'This action cannot be undone',
  primaryText: 'Yes',
  onPrimary: vi.fn(),
  onSecondary: vi.fn(),
  ...over,
});

async function show(p: ConfirmDialogProps) {
  await act(() => render(<ConfirmDialog {...p} />, container));
}

const buttons = () => Array.from(container.querySelectorAll<HTMLButtonElement>('.pc-modal__footer button'));
const primary = () => buttons()[1]!;
const secondary = () => buttons()[0]!;
const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('ConfirmDialog', () => {
  it('shows a labelled modal dialog with the title, the text and Cancel as the default secondary button', async () => {
    await show(props());
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!.textContent).toBe(
      'Delete Plan.pdf',
    );
    expect(dialog.querySelector('.pc-confirm__text')!.textContent).toBe('This action cannot be undone');
    expect(buttons().map((b) => b.textContent)).toEqual(['Cancel', 'Yes']);
  });

  it('renders nothing when closed', async () => {
    await show(props({ open: false }));
    expect(container.innerHTML).toBe('');
  });

  it("shows 'Loading...' and disables the primary button after a click", async () => {
    const onPrimary = vi.fn(() => new Promise<void>(() => {}));
    await show(props({ onPrimary }));
    await act(() => primary().click());
    await flush();
    expect(primary().textContent).toBe('Loading...');
    expect(primary().disabled).toBe(true);
    primary().click();
    await flush();
    expect(onPrimary).toHaveBeenCalledTimes(1);
  });

  it('enables the primary button again when the action fails', async () => {
    await show(props({ onPrimary: () => Promise.reject(new Error('Something went wrong')) }));
    await act(() => primary().click());
    await flush();
    expect(primary().textContent).toBe('Yes');
    expect(primary().disabled).toBe(false);
  });

  it('resets the primary button when the dialog is closed and opened again', async () => {
    const p = props({ onPrimary: () => new Promise<void>(() => {}) });
    await show(p);
    await act(() => primary().click());
    await show({ ...p, open: false });
    await show(p);
    expect(primary().textContent).toBe('Yes');
  });

  it('calls onSecondary from the secondary button, the close button and Escape', async () => {
    const onSecondary = vi.fn();
    await show(props({ secondaryText: 'No', onSecondary }));
    expect(secondary().textContent).toBe('No');
    secondary().click();
    container.querySelector<HTMLButtonElement>('.pc-modal__close')!.click();
    container
      .querySelector('[role="dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onSecondary).toHaveBeenCalledTimes(3);
  });

  it('moves focus into the dialog and keeps it there', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await show(props());
    const dialog = container.querySelector('[role="dialog"]')!;
    const close = container.querySelector<HTMLButtonElement>('.pc-modal__close')!;
    expect(document.activeElement).toBe(close);

    const tab = (shiftKey = false) =>
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
    tab(true);
    expect(document.activeElement).toBe(primary());
    tab();
    expect(document.activeElement).toBe(close);

    await show(props({ open: false }));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
