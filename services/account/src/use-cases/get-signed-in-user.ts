import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserById, type TUserRow } from '../db/user-repository.ts';

/** The signed-in user's current row; a user that no longer exists ends the session (11008). */
export async function getSignedInUser(deps: TAccountDeps, userId: string): Promise<TUserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('userTokenInvalid');
  return user;
}
