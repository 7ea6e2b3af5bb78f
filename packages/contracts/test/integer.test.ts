import { describe, expect, it } from 'vitest';
import { ZInteger, ZRowId } from '../src/common/integer.ts';

describe('ids as forms and queries send them', () => {
  it('accepts what a PostgreSQL integer holds and refuses what it does not (a 500 before)', () => {
    expect(ZRowId.parse('2147483647')).toBe(2147483647);
    expect(ZRowId.safeParse('2147483648').success).toBe(false);
    expect(ZRowId.safeParse('9007199254740990').success).toBe(false);
    expect(ZRowId.safeParse('0').success).toBe(false);
    expect(ZInteger.parse('-2147483648')).toBe(-2147483648);
    expect(ZInteger.safeParse('-2147483649').success).toBe(false);
  });
});
