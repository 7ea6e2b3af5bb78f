import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { staffActions } from './schema.ts';

/**
 * Records what staff did (`by`: who, and the reason they gave), in the transaction of the change
 * itself (audit).
 */
export async function recordStaffAction(
  db: TRowExecutor,
  by: { staffId: string; reason: string },
  what: { action: string; target: string; at: Date },
): Promise<void> {
  await db.insert(staffActions).values({
    staffId: by.staffId,
    action: what.action,
    target: what.target,
    reason: by.reason,
    createdAt: what.at,
  });
}
