import { z } from 'zod';
import { ZSportType } from '../billing/fields.ts';

/** `days`: how far back the usage page looks (1 to 30, 30 by default). */
export const ZUsageQuery = z.object({ days: z.coerce.number().int().min(1).max(30).default(30) });

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One request as the customer's last-requests table shows it. */
export const ZRecentCall = z.object({
  /** ISO date-time of the call. */
  at: z.iso.datetime(),
  /** The interface's ref (`football.matches`); empty when the path named none. */
  ref: z.string(),
  path: z.string(),
  /** HTTP status and result code of the answer. */
  status: z.number().int(),
  resultCode: z.number().int(),
  latencyMs: z.number().min(0),
  ip: z.string(),
});
export type TRecentCall = z.infer<typeof ZRecentCall>;

/** What one sport lets the key call today. */
export const ZSportQuota = z.object({
  sportType: ZSportType,
  source: z.enum(['trial', 'subscription']),
  /** null: no daily limit (a subscription; its interfaces' frequency limits still apply). */
  dailyCallLimit: z.number().int().positive().nullable(),
  usedToday: z.number().int().min(0),
  /** null when there is no daily limit. */
  remaining: z.number().int().min(0).nullable(),
  /** Live data of a trial is this many minutes old. */
  delayMinutes: z.number().int().min(0),
  /** When today's count starts again (the next UTC midnight). */
  resetsAt: z.iso.datetime(),
  validUntil: z.iso.datetime(),
});
export type TSportQuota = z.infer<typeof ZSportQuota>;

/** The signed-in customer's use of the data API (the console's /user/usage page). */
export const ZUsage = z.object({
  /** Calls per UTC day, oldest first, every day of the range (zeros included). */
  days: z.array(z.object({ day: ZDay, calls: z.number().int(), errors: z.number().int() })),
  /** Calls per interface over the range, busiest first. */
  interfaces: z.array(
    z.object({ ref: z.string(), path: z.string(), calls: z.number().int(), errors: z.number().int() }),
  ),
  /** Refused or failed calls over the range by result code, most frequent first. */
  errorsByCode: z.array(z.object({ resultCode: z.number().int(), status: z.number().int(), calls: z.number().int() })),
  quotas: z.array(ZSportQuota),
  /** The last 100 calls, newest first. */
  recent: z.array(ZRecentCall),
});
export type TUsage = z.infer<typeof ZUsage>;

/** Back office: switch one interface off (or on again), with the reason callers are told. */
export const ZInterfaceStatusParams = z.object({ ref: z.string().min(1).max(80) });
export const ZInterfaceStatusBody = z.object({
  isEnabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
  reason: z.string().trim().max(200).default(''),
});
export const ZInterfaceStatus = z.object({ ref: z.string(), isEnabled: z.boolean(), reason: z.string() });
