import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { text } from './ui.messages.ts';
import { localizeMessage } from '@pathcraft/sdk';

export type ToastVariant = 'success' | 'info' | 'error';

export interface ToastOptions {
  /** Showing a toast with the id of one on screen replaces it ('Saving...' becomes 'Saved!'). */
  id?: string;
  variant?: ToastVariant;
  /** Stays until dismissed instead of closing after TOAST_AUTO_CLOSE_MS. */
  persistent?: boolean;
}

export interface ToastItem {
  id: string;
  message: ReactNode;
  variant: ToastVariant;
  persistent: boolean;
}

export const TOAST_AUTO_CLOSE_MS = 3000;

export interface ToastApi {
  show(message: ReactNode, options?: ToastOptions): string;
  success(message: ReactNode, options?: Omit<ToastOptions, 'variant'>): string;
  info(message: ReactNode, options?: Omit<ToastOptions, 'variant'>): string;
  error(message: ReactNode, options?: Omit<ToastOptions, 'variant'>): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let counter = 0;

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const api = useMemo<ToastApi>(() => {
    const show = (
      message: ReactNode,
      { id = `toast-${++counter}`, variant = 'info', persistent = false }: ToastOptions = {},
    ) => {
      // A rule's or the server's English message reads in the visitor's language where one is loaded.
      const item = {
        id,
        message: typeof message === 'string' ? localizeMessage(message) : message,
        variant,
        persistent,
      };
      setToasts((list) =>
        list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? item : t)) : [...list, item],
      );
      return id;
    };
    return {
      show,
      success: (message, options) => show(message, { ...options, variant: 'success' }),
      info: (message, options) => show(message, { ...options, variant: 'info' }),
      error: (message, options) => show(message, { ...options, variant: 'error' }),
      dismiss: (id) => setToasts((list) => list.filter((t) => t.id !== id)),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={api.dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

/**
 * The live region exists before any toast so screen readers announce additions.
 * It has no name: a name needs a role, and a landmark per toast provider would
 * clutter pages that have several.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: string) => void }) {
  return (
    <div className="pc-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const { id, message, variant, persistent } = toast;

  useEffect(() => {
    if (persistent) return;
    const timer = setTimeout(() => onDismiss(id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [id, message, persistent, onDismiss]);

  return (
    <div className={`pc-toast pc-toast--${variant}`} role={variant === 'error' ? 'alert' : 'status'} data-toast-id={id}>
      <div className="pc-toast__message">{message}</div>
      <button type="button" className="pc-toast__close" aria-label={text.dismiss} onClick={() => onDismiss(id)}>
        ×
      </button>
    </div>
  );
}
