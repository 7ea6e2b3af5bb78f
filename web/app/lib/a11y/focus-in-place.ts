/**
 * A removed item's button goes with it: focus moves to the button now in its place in `list` (the
 * next item's, else the previous one's; the item buttons are those `selector` names), or to
 * `fallback` (the add field) once the list is empty or gone. Call it once the list has re-rendered.
 */
export function focusInPlaceOf(
  list: Pick<HTMLElement, 'querySelectorAll'> | null,
  selector: string,
  removedIndex: number,
  fallback: Pick<HTMLElement, 'focus'> | null,
): void {
  const buttons = list?.querySelectorAll<HTMLElement>(selector) ?? [];
  (buttons[Math.min(removedIndex, buttons.length - 1)] ?? fallback)?.focus();
}
