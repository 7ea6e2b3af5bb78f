import { createChangeListeners } from './change-listeners';

/** SPEC 8/9: toasts show for 1300 ms at the top centre. */
export const TOAST_DURATION_MS = 1300;

export type TToastTone = 'error' | 'success' | 'info';
/** `isSilent`: only for screen readers (an async result already shown in place, e.g. 'Copied'). */
export type TToast = { id: number; message: string; tone: TToastTone; isSilent?: boolean };

let toasts: readonly TToast[] = [];
let nextId = 1;
const toastChanges = createChangeListeners();
const EMPTY: readonly TToast[] = [];

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  toastChanges.notify();
}

/**
 * Shows a toast from anywhere (components, the API client's error hook). The same message
 * already on screen is not stacked twice (a retried call, a double click).
 */
export function showToast(message: string, tone: TToastTone = 'error'): void {
  addToast({ message, tone });
}

/** Says `message` through the toasts' polite live region without showing a toast. */
export function announce(message: string): void {
  addToast({ message, tone: 'info', isSilent: true });
}

function addToast(toast: Omit<TToast, 'id'>): void {
  if (!toast.message || typeof window === 'undefined') return;
  if (toasts.some((shown) => shown.message === toast.message)) return;
  const id = nextId++;
  toasts = [...toasts, { id, ...toast }];
  toastChanges.notify();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const subscribeToasts = toastChanges.subscribe;

export function getToasts(): readonly TToast[] {
  return toasts;
}

export function getServerToasts(): readonly TToast[] {
  return EMPTY;
}
