import type { TRecentCall } from '@matchwire/contracts/data-api/usage';

/** A call as the meter counts it: who, which interface, how it was answered, on which UTC day. */
export type TMeteredCall = TRecentCall & { userId: string; day: string };

/** Pending calls per `day|userId|ref|status|resultCode`, taken by the flush. */
export type TUsageBatch = { batchId: string; counts: Map<string, number> };

/**
 * The counters every replica shares: calls per key owner and interface per minute (frequency
 * limits), trial calls per owner and sport per UTC day (daily quotas), the last 100 calls of each
 * owner, and the calls not yet written to PostgreSQL. Redis in a cluster and the full stack; in
 * this process on `npm start`.
 */
export interface CallCounters {
  /**
   * Counts a call before it is answered, in one round trip: its minute for the interface and, for a
   * trial, its day for the sport. Returns both counts after this call.
   */
  count(input: {
    userId: string;
    ref: string;
    minute: number;
    trial?: { sportType: number; day: string };
  }): Promise<{ thisMinute: number; today: number | undefined }>;
  /** Gives back a trial call that was refused after it was counted. */
  uncountTrialCall(userId: string, sportType: number, day: string): Promise<void>;
  /** Trial calls of the owner and sport on `day`. */
  trialCallsOn(userId: string, sportType: number, day: string): Promise<number>;
  /** Remembers an answered call: the owner's last 100, and the pending usage count. */
  record(call: TMeteredCall): Promise<void>;
  /** The owner's last calls, newest first. */
  recent(userId: string): Promise<TRecentCall[]>;
  /** Takes the pending usage counts for writing; `settle` forgets a batch once it is written. */
  takeUsage(): Promise<TUsageBatch[]>;
  settle(batchId: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const recentCallsKept = 100;

/** `day|userId|ref|status|resultCode`: one pending usage count's field. */
export function usageField(call: Pick<TMeteredCall, 'day' | 'userId' | 'ref' | 'status' | 'resultCode'>): string {
  return [call.day, call.userId, call.ref, call.status, call.resultCode].join('|');
}

export function parseUsageField(field: string): {
  day: string;
  userId: string;
  ref: string;
  status: number;
  resultCode: number;
} {
  const [day = '', userId = '', ref = '', status = '0', resultCode = '0'] = field.split('|');
  return { day, userId, ref, status: Number(status), resultCode: Number(resultCode) };
}
