import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import {
  findGrantWithUser,
  insertImpersonationUse,
  type TImpersonationGrantRow,
} from '../db/impersonation-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';

/** Usable: not revoked, not expired, and its user may still be signed in. */
export function isGrantLive(found: { grant: TImpersonationGrantRow; isUserLocked: boolean }): boolean {
  return found.grant.revokedAt === null && found.grant.expiresAt > new Date() && !found.isUserLocked;
}

/**
 * The gateway presents an impersonation token with the user it claims to act for: a live grant
 * for that very user answers who the staff member is, and the use is recorded (one audit row per
 * request, never cached). Anything else is 11009, saying no more.
 */
export async function useImpersonation(
  deps: TAccountDeps,
  input: { adminAccessToken: string; userId: string; method: string; path: string; ip?: string },
): Promise<{ grantId: string; staffId: string; userId: string; email: string; isTester: boolean }> {
  return deps.db.transaction(async (tx) => {
    const found = await findGrantWithUser(tx, { tokenHash: hashSecret(input.adminAccessToken) });
    if (!found || found.grant.userId !== input.userId || !isGrantLive(found)) throw new AppError('adminTokenExpired');
    await insertImpersonationUse(tx, {
      grantId: found.grant.grantId,
      method: input.method,
      path: input.path,
      ip: input.ip ?? null,
    });
    return {
      grantId: found.grant.grantId,
      staffId: found.grant.staffId,
      userId: found.grant.userId,
      email: found.email,
      isTester: found.isTester,
    };
  });
}
