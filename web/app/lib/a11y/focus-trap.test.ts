import { describe, expect, it } from 'vitest';
import { wrapFocusTarget } from './focus-trap';

describe('wrapFocusTarget', () => {
  const items = ['first', 'middle', 'last'];

  it('wraps Tab from the last item to the first and Shift+Tab from the first to the last', () => {
    expect(wrapFocusTarget(items, 'last', false)).toBe('first');
    expect(wrapFocusTarget(items, 'first', true)).toBe('last');
  });

  it('leaves moves between items to the browser', () => {
    expect(wrapFocusTarget(items, 'first', false)).toBeNull();
    expect(wrapFocusTarget(items, 'middle', false)).toBeNull();
    expect(wrapFocusTarget(items, 'middle', true)).toBeNull();
    expect(wrapFocusTarget(items, 'last', true)).toBeNull();
  });

  it('brings focus that is outside the items back in at the end it moves towards', () => {
    expect(wrapFocusTarget(items, null, false)).toBe('first');
    expect(wrapFocusTarget(items, 'elsewhere', false)).toBe('first');
    expect(wrapFocusTarget(items, 'elsewhere', true)).toBe('last');
  });

  it('keeps a single item focused and does nothing without items', () => {
    expect(wrapFocusTarget(['only'], 'only', false)).toBe('only');
    expect(wrapFocusTarget(['only'], 'only', true)).toBe('only');
    expect(wrapFocusTarget([], null, false)).toBeNull();
  });
});
