import { describe, expect, it } from 'vitest';
import { isClockRunning, tickClock } from '../src/scene/clock.ts';
import { makeEvent, makeMatch } from './fixtures.ts';

const minutes = (count: number) => count * 60_000;

describe('football clock', () => {
  it('counts minutes up from the last clock it was told', () => {
    expect(tickClock("67'", 2, 0, 0)).toBe("67'");
    expect(tickClock("67'", 2, 0, minutes(1) - 1)).toBe("67'");
    expect(tickClock("67'", 2, 0, minutes(3))).toBe("70'");
  });

  it('reads 1′ in the first minute after kick-off', () => {
    expect(tickClock("0'", 1, 0, 30_000)).toBe("1'");
    expect(tickClock("0'", 1, 0, minutes(5) + 1000)).toBe("6'");
  });

  it('shows stoppage time past the end of a period', () => {
    expect(tickClock("44'", 1, 0, minutes(3))).toBe("45+2'");
    expect(tickClock("89'", 2, 0, minutes(2))).toBe("90+1'");
    expect(tickClock("45+1'", 1, 0, minutes(2))).toBe("45+3'");
  });

  it('leaves a clock it cannot read as it is', () => {
    expect(tickClock('HT', 1, 0, minutes(2))).toBe('HT');
  });
});

describe('basketball clock', () => {
  it('counts the period clock down to zero', () => {
    expect(tickClock('Q3 04:12', 3, 1, 12_000)).toBe('Q3 04:00');
    expect(tickClock('Q3 04:12', 3, 1, 61_500)).toBe('Q3 03:11');
    expect(tickClock('OT1 00:05', 5, 1, 10_000)).toBe('OT1 00:00');
  });
});

describe('when the clock runs', () => {
  const match = makeMatch();
  it('runs while the match is live and play is on', () => {
    expect(isClockRunning(match, makeEvent({ type: 'goal' }))).toBe(true);
    expect(isClockRunning(match, makeEvent({ type: 'second-half' }))).toBe(true);
    expect(isClockRunning(match, undefined)).toBe(true);
  });

  it('stops at half-time, between quarters, at full time and before the start', () => {
    for (const type of ['half-time', 'period-end', 'full-time']) {
      expect(isClockRunning(match, makeEvent({ type })), type).toBe(false);
    }
    expect(isClockRunning(makeMatch({ status: 'scheduled' }), undefined)).toBe(false);
    expect(isClockRunning(makeMatch({ clock: 'HT' }), undefined)).toBe(false);
    expect(isClockRunning(makeMatch({ status: 'finished' }), undefined)).toBe(false);
  });
});
