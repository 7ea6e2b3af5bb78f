/** SPEC 8/9: toasts show for 1300 ms at the top centre. */
export const TOAST_DURATION_MS = 1300;

export type TToastTone = 'error' | 'success' | 'info';
export type TToast = { id: number; message: string; tone: TToastTone };

type TListener = () => void;

let toasts: readonly TToast[] = [];
let nextId = 1;
const listeners = new Set<TListener>();
const EMPTY: readonly TToast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a toast from anywhere (components, the API client's error hook). The same message
 * already on screen is not stacked twice (a retried call, a double click).
 */
export function showToast(message: string, tone: TToastTone = 'error'): void {
  if (!message || typeof window === 'undefined') return;
  if (toasts.some((toast) => toast.message === message)) return;
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function subscribeToasts(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly TToast[] {
  return toasts;
}

export function getServerToasts(): readonly TToast[] {
  return EMPTY;
}
