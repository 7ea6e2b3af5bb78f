import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountTx } from '../db/account-db.ts';
import { findTokenForUpdate, type TOneTimeTokenRow } from '../db/one-time-token-repository.ts';
import type { TTokenPurpose } from '../db/schema.ts';
import { findUserForUpdate, type TUserRow } from '../db/user-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';
import { isTokenUsable } from '../security/is-token-usable.ts';

/**
 * The link a mailed secret opens and its user, both locked for the caller's transaction: 11017 for
 * an unknown, spent or expired link, 11013 for a locked user.
 */
export async function openMailedLink(
  tx: TAccountTx,
  purpose: TTokenPurpose,
  secret: string,
): Promise<{ token: TOneTimeTokenRow; user: TUserRow }> {
  const token = await findTokenForUpdate(tx, { secretHash: hashSecret(secret) }, purpose);
  if (!token || !isTokenUsable(token)) throw new AppError('linkInvalid');
  const user = await findUserForUpdate(tx, token.userId);
  if (!user) throw new AppError('linkInvalid');
  if (user.isLocked) throw new AppError('userLocked');
  return { token, user };
}
