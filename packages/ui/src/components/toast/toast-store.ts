import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long it stays, in ms; `Infinity` keeps it until dismissed. Defaults to the Toaster's duration. */
  duration?: number;
  /** A follow-up button; `altText` says how else to do it, for screen reader users. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False while the toast plays its exit animation, before it leaves the list. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

/** More than this many at once and the oldest close: a burst of errors must not fill the screen. */
export const maxVisibleToasts = 3;
/** Long enough for the exit animation to finish before the toast leaves the list. */
export const toastRemoveDelayMs = 1000;

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(ids: readonly string[]) {
  if (ids.length === 0) return;
  setTimeout(() => setToasts(toasts.filter((record) => !ids.includes(record.id) || record.open)), toastRemoveDelayMs);
}

function closeToasts(shouldClose: (record: ToastRecord) => boolean) {
  const closing = toasts.filter((record) => record.open && shouldClose(record)).map((record) => record.id);
  if (closing.length === 0) return;
  setToasts(toasts.map((record) => (closing.includes(record.id) ? { ...record, open: false } : record)));
  scheduleRemoval(closing);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  closeToasts((record) => id === undefined || record.id === id);
}

/**
 * Shows a toast from anywhere (an event handler, a data hook): `toast({ title: t('copied'), variant:
 * 'success' })`. A <Toaster> mounted once near the app root renders it.
 */
export function toast(options: ToastOptions): ToastHandle {
  const id = `toast-${nextId++}`;
  setToasts([...toasts, { ...options, id, open: true }]);
  const open = toasts.filter((record) => record.open);
  const overflow = new Set(open.slice(0, Math.max(0, open.length - maxVisibleToasts)).map((record) => record.id));
  closeToasts((record) => overflow.has(record.id));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) =>
      setToasts(toasts.map((record) => (record.id === id ? { ...record, ...changes, id, open: record.open } : record))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

/** The toasts to render, oldest first, including ones playing their exit animation. */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The current toasts plus `toast()` and `dismiss()`, for components that prefer a hook. */
export function useToast() {
  return { toasts: useToasts(), toast, dismiss: dismissToast };
}
