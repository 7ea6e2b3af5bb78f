import { describe, expect, it } from 'vitest';
import { formatMoney } from './price';

describe('formatMoney', () => {
  it('shows each currency with the symbol of SPEC 3, cents only when present', () => {
    expect(formatMoney({ amount: 9900, currency: 1 }, 'en')).toBe('$99');
    expect(formatMoney({ amount: 19900, currency: 2 }, 'en')).toBe('HK$199');
    expect(formatMoney({ amount: 118800, currency: 3 }, 'en')).toBe('€1,188');
    expect(formatMoney({ amount: 19899, currency: 4 }, 'en')).toBe('¥198.99');
  });

  it('groups digits and places the symbol as Vietnamese does, with the same symbols', () => {
    expect(formatMoney({ amount: 118800, currency: 1 }, 'vi')).toBe('1.188\u00a0$');
    expect(formatMoney({ amount: 19900, currency: 2 }, 'vi')).toBe('199\u00a0HK$');
    expect(formatMoney({ amount: 9950, currency: 3 }, 'vi')).toBe('99,50\u00a0€');
  });
});
