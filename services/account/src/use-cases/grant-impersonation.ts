import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import { insertImpersonationGrant } from '../db/impersonation-repository.ts';
import { findUserById } from '../db/user-repository.ts';
import { createSecret, hashSecret } from '../security/secret-tokens.ts';

/**
 * Lets a staff member act for one user, for a recorded reason, for at most 15 minutes
 * (SPEC.md §6, docs/decisions/0009). The token is returned once; only its hash is kept.
 */
export async function grantImpersonation(
  deps: TAccountDeps,
  input: { staffId: string; userId: string; reason: string; minutes?: number },
): Promise<{ adminAccessToken: string; grantId: string; expiresAt: Date }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('userNotFound');
  const lifetimeMs = Math.min((input.minutes ?? Infinity) * 60_000, accountPolicy.adminAccessTokenLifetimeMs);
  const adminAccessToken = createSecret();
  const grant = await insertImpersonationGrant(deps.db, {
    tokenHash: hashSecret(adminAccessToken),
    staffId: input.staffId,
    userId: user.userId,
    reason: input.reason,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return { adminAccessToken, grantId: grant.grantId, expiresAt: grant.expiresAt };
}
