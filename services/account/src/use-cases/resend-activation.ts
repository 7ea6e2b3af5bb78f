import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { assertResendAllowed } from '../transaction-steps/assert-resend-allowed.ts';
import { assertSourceBudget } from './assert-source-budget.ts';
import { issueActivationLink } from '../transaction-steps/issue-activation-link.ts';
import { lockRegisteredUser } from '../transaction-steps/lock-registered-user.ts';

/** Sends a fresh activation link to a registered, not yet activated address. */
export async function resendActivation(
  deps: TAccountDeps,
  input: { email: string; lang: string | undefined; ip: string | undefined },
): Promise<{ resendAvailableAt: Date }> {
  await assertSourceBudget(deps, 'resendActivation', input.ip);
  return deps.outbox.inTransaction(async (tx, publish) => {
    const user = await lockRegisteredUser(tx, input.email);
    if (user.activatedAt) throw new AppError('userExists');
    await assertResendAllowed(tx, user.userId, 'activation');
    const language = input.lang ?? user.language;
    return issueActivationLink(tx, publish, { user, language });
  });
}
