import type { TAnimType, TLiveMatch, TWidgetEvent } from '../types.ts';
import { eventKind } from './event-kind.ts';

/** The minute a football period's regular time ends: stoppage time shows as `45+2'`. */
const regularEnd: Record<number, number> = { 1: 45, 2: 90, 3: 105, 4: 120 };

/** The clock runs while the match is live and no period has just ended. */
export function isClockRunning(match: TLiveMatch, last: TWidgetEvent | undefined): boolean {
  if (match.status !== 'live' || match.clock === 'HT' || match.clock === 'FT') return false;
  const kind = last ? eventKind(last.type) : 'other';
  return kind !== 'break' && kind !== 'end';
}

/**
 * The clock `elapsedMs` after it last read `clock`: football's minutes count up (`0'` is the
 * kick-off, so its first minute reads `1'`), basketball's period clock counts down to `00:00`.
 * The real game clock stops for fouls and time-outs, so between events the widget may run
 * ahead; the next event sets it right.
 */
export function tickClock(clock: string, period: number, animType: TAnimType, elapsedMs: number): string {
  return animType === 0 ? tickFootball(clock, period, elapsedMs) : tickBasketball(clock, elapsedMs);
}

function tickFootball(clock: string, period: number, elapsedMs: number): string {
  const parts = /^(\d+)(?:\+(\d+))?'$/.exec(clock.trim());
  if (!parts) return clock;
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  const base = Number(parts[1]);
  if (parts[2] !== undefined) return `${base}+${Number(parts[2]) + minutes}'`;
  const minute = base === 0 ? minutes + 1 : base + minutes;
  const end = regularEnd[period];
  return end !== undefined && base <= end && minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}

function tickBasketball(clock: string, elapsedMs: number): string {
  const parts = /^(\S+) (\d+):(\d{2})$/.exec(clock.trim());
  if (!parts) return clock;
  const left = Math.max(0, Number(parts[2]) * 60 + Number(parts[3]) - Math.floor(Math.max(0, elapsedMs) / 1000));
  return `${parts[1]} ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}
