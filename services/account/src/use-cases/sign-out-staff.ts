import type { TAccountDeps } from '../account-deps.ts';
import { recordStaffSignIn, revokeStaffSession } from '../db/staff-repository.ts';

/** Ends a staff session and records the sign-out; a session already ended is left as it is. */
export async function signOutStaff(
  deps: TAccountDeps,
  input: { sessionId: string; email: string; ip: string | undefined; userAgent: string | undefined },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const staffId = await revokeStaffSession(tx, input.sessionId);
    if (staffId)
      await recordStaffSignIn(tx, {
        email: input.email,
        staffId,
        outcome: 'signed-out',
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
      });
  });
}
