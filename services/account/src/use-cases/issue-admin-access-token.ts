import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserById } from '../db/user-repository.ts';

/** A 15-minute impersonation token for the back office (the gateway verifies it). */
export async function issueAdminAccessToken(
  deps: TAccountDeps,
  input: { adminId: string; userId: string },
): Promise<{ adminAccessToken: string; expiresAt: Date }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('userNotFound');
  const { token, expiresAt } = deps.tokens.signAdminAccessToken({
    sub: user.userId,
    email: user.email,
    adminId: input.adminId,
  });
  return { adminAccessToken: token, expiresAt };
}
