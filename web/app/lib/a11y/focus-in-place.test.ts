import { describe, expect, it } from 'vitest';
import { focusInPlaceOf } from './focus-in-place';

/** A list whose remove buttons are named, and a log of which one took the focus. */
function listOf(names: string[]) {
  const focused: string[] = [];
  const buttons = names.map((name) => ({ focus: () => focused.push(name) }));
  const list = { querySelectorAll: () => buttons } as unknown as Pick<HTMLElement, 'querySelectorAll'>;
  const field = { focus: () => focused.push('field') };
  return { list, field, focused };
}

describe('focusInPlaceOf', () => {
  it('moves focus to the button that took the removed one’s place', () => {
    // 'b' (index 1) was removed from a, b, c.
    const { list, field, focused } = listOf(['a', 'c']);
    focusInPlaceOf(list, '.remove', 1, field);
    expect(focused).toEqual(['c']);
  });

  it('moves focus to the previous button when the last one was removed', () => {
    const { list, field, focused } = listOf(['a', 'b']);
    focusInPlaceOf(list, '.remove', 2, field);
    expect(focused).toEqual(['b']);
  });

  it('moves focus to the field once the list is empty or gone', () => {
    const empty = listOf([]);
    focusInPlaceOf(empty.list, '.remove', 0, empty.field);
    expect(empty.focused).toEqual(['field']);
    const gone = listOf([]);
    focusInPlaceOf(null, '.remove', 0, gone.field);
    expect(gone.focused).toEqual(['field']);
  });
});
