import { describe, expect, it } from 'vitest';
import { keptResults } from './kept-results';

describe('keptResults', () => {
  it('makes each input’s result once, and makes it again once the budget is spent', () => {
    let made = 0;
    const kept = keptResults(2);
    const upper = (text: string) => kept(text, () => (made++, text.toUpperCase()));
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(made).toBe(2);
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(made).toBe(4);
  });

  it('counts the budget in what weigh says', () => {
    let made = 0;
    const kept = keptResults(10, (key, value) => key.length + value.length);
    kept('abcd', () => (made++, 'x'));
    kept('abcd', () => (made++, 'x'));
    kept('efghijkl', () => (made++, 'y'));
    kept('abcd', () => (made++, 'x'));
    expect(made).toBe(3);
  });
});
