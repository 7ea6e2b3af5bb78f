import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { staffActions } from './schema.ts';

/** Records what staff did, in the transaction of the change itself (audit). */
export async function recordStaffAction(
  db: TRowExecutor,
  values: { staffId: string; action: string; target: string; reason: string; at: Date },
): Promise<void> {
  await db.insert(staffActions).values({
    staffId: values.staffId,
    action: values.action,
    target: values.target,
    reason: values.reason,
    createdAt: values.at,
  });
}
