import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserById } from '../db/user-repository.ts';

/** Customer cooperation status 'in cooperation' (SPEC.md enumerations): a technical-support customer. */
const inCooperation = 1;

/** For the ticket service's urgency rule: the customer's cooperation status; 10004 for an unknown user. */
export async function getSupportStatus(
  deps: TAccountDeps,
  userId: string,
): Promise<{ cooperationStatus: number; isInCooperation: boolean }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('objectNotFound', 'User not found');
  return { cooperationStatus: user.cooperationStatus, isInCooperation: user.cooperationStatus === inCooperation };
}
