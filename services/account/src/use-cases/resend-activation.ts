import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserByEmail, findUserForUpdate } from '../db/user-repository.ts';
import { assertResendAllowed } from './assert-resend-allowed.ts';
import { assertSourceBudget } from './assert-source-budget.ts';
import { issueActivationLink } from './issue-activation-link.ts';

/** Sends a fresh activation link to a registered, not yet activated address. */
export async function resendActivation(
  deps: TAccountDeps,
  input: { email: string; lang: string | undefined; ip: string | undefined },
): Promise<{ resendAvailableAt: Date }> {
  await assertSourceBudget(deps, 'resendActivation', input.ip);
  const found = await findUserByEmail(deps.db, input.email);
  if (!found) throw new AppError('userNotFound', 'email unregistered');
  return deps.outbox.inTransaction(async (tx, publish) => {
    // The row lock serialises concurrent resends, so the 2-minute rule holds.
    const user = await findUserForUpdate(tx, found.userId);
    if (!user) throw new AppError('userNotFound', 'email unregistered');
    if (user.activatedAt) throw new AppError('userExists');
    await assertResendAllowed(tx, user.userId, 'activation');
    const language = input.lang ?? user.language;
    return issueActivationLink(tx, publish, { user, language });
  });
}
