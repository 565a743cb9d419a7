// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, ToastProvider, useToast, type ToastApi } from './Toast.tsx';

let container: HTMLElement;
let toast: ToastApi;

function Grab() {
  toast = useToast();
  return null;
}

beforeEach(async () => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  await act(() =>
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
      container,
    ),
  );
});

afterEach(() => {
  render(null, container);
  container.remove();
  vi.useRealTimers();
});

const messages = () => Array.from(container.querySelectorAll('.pc-toast__message')).map((m) => m.textContent);
const later = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Toast', () => {
  it('announces toasts in a polite live region that exists before any toast', async () => {
    const region = container.querySelector('.pc-toasts')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    await act(() => {
      toast.success('Information saved!');
    });
    expect(region.querySelector('[role="status"]')!.textContent).toContain('Information saved!');
  });

  it('uses role alert for errors', async () => {
    await act(() => {
      toast.error('Something went wrong');
    });
    expect(container.querySelector('.pc-toast--error')!.getAttribute('role')).toBe('alert');
  });

  it(`closes by itself after ${TOAST_AUTO_CLOSE_MS} ms`, async () => {
    await act(() => {
      toast.info('Saving...');
    });
    await later(TOAST_AUTO_CLOSE_MS - 1);
    expect(messages()).toEqual(['Saving...']);
    await later(1);
    expect(messages()).toEqual([]);
  });

  it('keeps a persistent toast until it is dismissed', async () => {
    await act(() => {
      toast.error('Access code is invalid', { id: 'accessCodeInvalid', persistent: true });
    });
    await later(60_000);
    expect(messages()).toEqual(['Access code is invalid']);
    expect(container.querySelector('[data-toast-id="accessCodeInvalid"]')).not.toBeNull();
    await act(() => container.querySelector<HTMLButtonElement>('.pc-toast__close')!.click());
    expect(messages()).toEqual([]);
  });

  it('replaces a toast shown again with the same id and restarts its timer', async () => {
    await act(() => {
      toast.info('Saving Wage Schedule...', { id: 'wage' });
    });
    await later(2000);
    await act(() => {
      toast.success('Wage Schedule created!', { id: 'wage' });
    });
    expect(messages()).toEqual(['Wage Schedule created!']);
    expect(container.querySelector('.pc-toast--success')).not.toBeNull();
    await later(2000);
    expect(messages()).toEqual(['Wage Schedule created!']);
    await later(1000);
    expect(messages()).toEqual([]);
  });

  it('stacks toasts and returns their ids for dismissal', async () => {
    let first = '';
    await act(() => {
      first = toast.info('Uploading image...', { persistent: true });
      toast.info('Optimizing image...', { persistent: true });
    });
    expect(messages()).toEqual(['Uploading image...', 'Optimizing image...']);
    await act(() => {
      toast.dismiss(first);
    });
    expect(messages()).toEqual(['Optimizing image...']);
  });

  it('needs a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    expect(() => render(<Grab />, el)).toThrow('useToast() needs a <ToastProvider> above it');
    error.mockRestore();
  });
});
