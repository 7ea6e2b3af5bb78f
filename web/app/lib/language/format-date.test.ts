import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats ISO times and epoch milliseconds as UTC dates', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'en')).toBe('5 Mar 2026');
    expect(formatDate(Date.UTC(2026, 2, 5), 'en')).toBe('5 Mar 2026');
    expect(formatDate(String(Date.UTC(2026, 2, 5)), 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05T00:00:00Z', 'vi')).toMatch(/2026/);
  });

  it('is empty for missing or broken values', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
