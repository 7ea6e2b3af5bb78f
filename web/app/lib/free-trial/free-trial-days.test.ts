import { describe, expect, it } from 'vitest';
import { DEFAULT_FREE_TRIAL_DAYS, freeTrialDaysOf } from './free-trial-days';

describe('free-trial days', () => {
  it('are the system config’s where it sets a whole number of days', () => {
    expect(freeTrialDaysOf('30')).toBe(30);
    expect(freeTrialDaysOf('7')).toBe(7);
  });

  it('are 15 where the config does not set them, or sets no whole number of days', () => {
    expect(DEFAULT_FREE_TRIAL_DAYS).toBe(15);
    for (const value of [undefined, '', '0', '-3', '2.5', 'thirty']) {
      expect(freeTrialDaysOf(value)).toBe(15);
    }
  });
});
