import { describe, expect, it } from 'vitest';
import { promotionDaysLeft } from './promotion-cycle';

describe('promotionDaysLeft', () => {
  it('counts down from 14 to 1 through a cycle', () => {
    expect(promotionDaysLeft('2025-01-06', new Date('2025-01-06T10:00:00Z'))).toBe(14);
    expect(promotionDaysLeft('2025-01-06', new Date('2025-01-07T00:00:00Z'))).toBe(13);
    expect(promotionDaysLeft('2025-01-06', new Date('2025-01-19T23:59:00Z'))).toBe(1);
    expect(promotionDaysLeft('2025-01-06', new Date('2025-01-20T00:00:00Z'))).toBe(14);
  });

  it('stays within 1–14 before the start date', () => {
    const left = promotionDaysLeft('2025-01-06', new Date('2025-01-01T00:00:00Z'));
    expect(left).toBeGreaterThanOrEqual(1);
    expect(left).toBeLessThanOrEqual(14);
  });
});
