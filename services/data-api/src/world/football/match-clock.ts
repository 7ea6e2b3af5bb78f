/**
 * A match's clock: where each minute of play falls in real time after kick-off, and what the
 * scoreboard shows at a moment. 45 minutes and stoppage, 15 minutes of half-time, 45 minutes
 * and stoppage; a drawn knockout tie then plays extra time (after a 5-minute break, two halves
 * of 15 with a 2-minute change of ends) and, still level, a penalty shoot-out.
 *
 * Status codes (the `status` fields of football.json say the same): 0 not started, 1 first
 * half, 2 half-time, 3 second half, 4 extra time (and its breaks), 5 penalties, 8 finished,
 * 9 postponed. 10 cancelled and 11 interrupted are documented for the feed's customers but
 * the world never produces them.
 */
export type TPeriod = {
  /** 1, 2 halves; 3, 4 halves of extra time. */
  period: number;
  /** Seconds after kick-off. */
  start: number;
  firstMinute: number;
  /** Minutes of the period without stoppage (45 or 15). */
  length: number;
  stoppage: number;
};

export type TClock = {
  periods: TPeriod[];
  /** Seconds after kick-off when the shoot-out starts; null without one. */
  penaltiesStart: number | null;
  /** Seconds after kick-off when the match is over. */
  end: number;
};

export type TClockReading = { status: number; minute: number; extraMinute: number | null; minuteText: string };

export const statusCodes = {
  notStarted: 0,
  firstHalf: 1,
  halfTime: 2,
  secondHalf: 3,
  extraTime: 4,
  penalties: 5,
  finished: 8,
  postponed: 9,
} as const;

export function periodEnd(period: TPeriod): number {
  return period.start + (period.length + period.stoppage) * 60;
}

/** Seconds after kick-off of a moment of play: `minute` (1-based), `extra` minutes of stoppage, `second` into it. */
export function offsetOf(period: TPeriod, minute: number, extra: number | null, second: number): number {
  const intoPeriod = extra ? period.length + extra - 1 : minute - period.firstMinute;
  return period.start + intoPeriod * 60 + second;
}

/** What the scoreboard shows `elapsed` seconds after kick-off. */
export function readClock(clock: TClock, elapsed: number): TClockReading {
  if (elapsed < 0) return { status: statusCodes.notStarted, minute: 0, extraMinute: null, minuteText: '' };
  if (elapsed >= clock.end) {
    const isExtraTime = clock.periods.length > 2;
    return { status: statusCodes.finished, minute: isExtraTime ? 120 : 90, extraMinute: null, minuteText: 'FT' };
  }
  if (clock.penaltiesStart !== null && elapsed >= clock.penaltiesStart - 300)
    return { status: statusCodes.penalties, minute: 120, extraMinute: null, minuteText: 'Pen' };
  for (const [index, period] of clock.periods.entries()) {
    if (elapsed < period.start) {
      // A break: half-time before the second half; before and between the halves of extra time.
      if (index === 1) return { status: statusCodes.halfTime, minute: 45, extraMinute: null, minuteText: 'HT' };
      const minute = index === 2 ? 90 : 105;
      return { status: statusCodes.extraTime, minute, extraMinute: null, minuteText: index === 2 ? 'ET' : 'ET HT' };
    }
    if (elapsed < periodEnd(period)) {
      const played = Math.floor((elapsed - period.start) / 60);
      const status =
        period.period === 1
          ? statusCodes.firstHalf
          : period.period === 2
            ? statusCodes.secondHalf
            : statusCodes.extraTime;
      if (played < period.length) {
        const minute = period.firstMinute + played;
        return { status, minute, extraMinute: null, minuteText: `${minute}'` };
      }
      const last = period.firstMinute + period.length - 1;
      const extra = played - period.length + 1;
      return { status, minute: last, extraMinute: extra, minuteText: `${last}+${extra}'` };
    }
  }
  // Between the end of play and the end of the match: only a shoot-out's wait, handled above.
  return { status: statusCodes.penalties, minute: 120, extraMinute: null, minuteText: 'Pen' };
}
