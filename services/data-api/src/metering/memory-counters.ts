import { randomUUID } from 'node:crypto';
import type { TRecentCall } from '@matchwire/contracts/data-api/usage';
import {
  recentCallsKept,
  usageField,
  type CallCounters,
  type TMeteredCall,
  type TUsageBatch,
} from './call-counters.ts';

/** The counters in this process: `npm start` runs one data API. Old minutes and days are dropped as time moves on. */
export class MemoryCounters implements CallCounters {
  private readonly minutes = new Map<string, number>();
  private readonly days = new Map<string, number>();
  private readonly recentByUser = new Map<string, TRecentCall[]>();
  private pending = new Map<string, number>();
  /** Taken but not yet written: handed out again until settled, so a failed write loses nothing. */
  private readonly unsettled = new Map<string, Map<string, number>>();
  private currentMinute = 0;
  private currentDay = '';

  async count(input: { userId: string; ref: string; minute: number; trial?: { sportType: number; day: string } }) {
    if (input.minute !== this.currentMinute) {
      this.minutes.clear();
      this.currentMinute = input.minute;
    }
    const minuteKey = `${input.userId}|${input.ref}`;
    const thisMinute = (this.minutes.get(minuteKey) ?? 0) + 1;
    this.minutes.set(minuteKey, thisMinute);
    let today: number | undefined;
    if (input.trial && input.trial.day !== this.currentDay) {
      // A new UTC day: yesterday's quotas are over.
      this.days.clear();
      this.currentDay = input.trial.day;
    }
    if (input.trial) {
      const dayKey = `${input.userId}|${input.trial.sportType}|${input.trial.day}`;
      today = (this.days.get(dayKey) ?? 0) + 1;
      this.days.set(dayKey, today);
    }
    return { thisMinute, today };
  }

  async uncountTrialCall(userId: string, sportType: number, day: string) {
    const dayKey = `${userId}|${sportType}|${day}`;
    this.days.set(dayKey, Math.max(0, (this.days.get(dayKey) ?? 0) - 1));
  }

  async trialCallsOn(userId: string, sportType: number, day: string) {
    return this.days.get(`${userId}|${sportType}|${day}`) ?? 0;
  }

  async record(call: TMeteredCall) {
    const { userId, day: _day, ...recent } = call;
    const list = this.recentByUser.get(userId) ?? [];
    list.unshift(recent);
    list.length = Math.min(list.length, recentCallsKept);
    this.recentByUser.set(userId, list);
    const field = usageField(call);
    this.pending.set(field, (this.pending.get(field) ?? 0) + 1);
  }

  async recent(userId: string) {
    return [...(this.recentByUser.get(userId) ?? [])];
  }

  async takeUsage(): Promise<TUsageBatch[]> {
    if (this.pending.size > 0) {
      this.unsettled.set(randomUUID(), this.pending);
      this.pending = new Map();
    }
    return [...this.unsettled].map(([batchId, counts]) => ({ batchId, counts }));
  }

  async settle(batchId: string) {
    this.unsettled.delete(batchId);
  }

  async ping() {}

  async close() {}
}
