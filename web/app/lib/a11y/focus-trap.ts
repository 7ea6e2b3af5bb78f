/** What keyboard focus can land on inside a container (dialogs, the mobile drawer, menus). */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Where Tab (or Shift+Tab when `isBackward`) must send focus so it wraps around `items`
 * instead of leaving them; null when the browser's own move already stays inside.
 */
export function wrapFocusTarget<T>(items: readonly T[], current: T | null, isBackward: boolean): T | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const index = current === null ? -1 : items.indexOf(current);
  if (index === -1) return isBackward ? last : first;
  if (isBackward && index === 0) return last;
  if (!isBackward && index === items.length - 1) return first;
  return null;
}

/** Focusable elements under `root` in document order, leaving out what is not rendered (hidden, closed details). */
export function focusableIn(root: ParentNode | null | undefined): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Keydown handling of a focus trap: on Tab, keeps focus among `items` (wrapping at either end).
 * Answers true when it moved focus itself.
 */
export function trapTabKey(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  items: HTMLElement[],
): boolean {
  if (event.key !== 'Tab') return false;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrapFocusTarget(items, active, event.shiftKey);
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
