import { z } from 'zod';
import { ZBillingId, ZSportType } from './fields.ts';
import { ZTrial } from './trial.ts';

/** Who in the back office acts, and why: kept with every staff change (billing's staff_actions). */
const ZStaffAct = {
  staffId: z.coerce.string().trim().min(1).max(64),
  reason: z.string().trim().min(10, 'Say why, in at least 10 characters').max(500),
};

export const ZStaffTrialParams = z.object({
  userId: z.string().min(1).max(64),
  sportType: z.coerce.number().pipe(ZSportType),
});

/**
 * Staff change a user's trial of a sport: its end (an end already past ends it now; a later end
 * makes an ended trial run again) and its limits. At least one of the three.
 */
export const ZStaffTrialChange = z
  .object({
    ...ZStaffAct,
    endDate: z.iso.datetime({ offset: true }).optional(),
    dailyCallLimit: z.coerce.number().int().min(1).max(1_000_000).optional(),
    delayMinutes: z.coerce.number().int().min(0).max(1440).optional(),
  })
  .refine(
    (change) =>
      change.endDate !== undefined || change.dailyCallLimit !== undefined || change.delayMinutes !== undefined,
    { message: 'Give endDate, dailyCallLimit or delayMinutes' },
  );

/** A trial as the back office sees it: whose it is, besides the customer's view. */
export const ZStaffTrial = ZTrial.extend({ userId: z.string() });

export const ZStaffSubscriptionParams = z.object({ subscriptionId: ZBillingId });

/**
 * Staff end a usable subscription (no refund: that is the transaction's refund): `now` (the default),
 * or at the end of its paid period (`period-end`: it stops renewing, the customer cannot restore it).
 */
export const ZStaffCancelBody = z.object({ ...ZStaffAct, at: z.enum(['now', 'period-end']).default('now') });
