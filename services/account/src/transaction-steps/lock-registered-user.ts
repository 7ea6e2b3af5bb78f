import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountTx } from '../db/account-db.ts';
import { findUserByEmail, findUserForUpdate, type TUserRow } from '../db/user-repository.ts';

/**
 * The user an address belongs to, locked for the caller's transaction: the row lock serialises
 * concurrent mail requests, so the 2-minute rule holds. An unknown address: 11011.
 */
export async function lockRegisteredUser(tx: TAccountTx, email: string): Promise<TUserRow> {
  const found = await findUserByEmail(tx, email);
  const user = found && (await findUserForUpdate(tx, found.userId));
  if (!user) throw new AppError('userNotFound', 'email unregistered');
  return user;
}
