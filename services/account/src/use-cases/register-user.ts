import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserByEmail, insertUser } from '../db/user-repository.ts';
import type { TRegisterInput } from '@matchwire/contracts/account/auth';
import { hashPassword } from '../security/password-hashing.ts';
import { assertSourceBudget } from './assert-source-budget.ts';
import { issueActivationLink } from '../transaction-steps/issue-activation-link.ts';

/** Signs a visitor up (not yet activated) and sends the activation mail through the outbox. */
export async function registerUser(
  deps: TAccountDeps,
  input: TRegisterInput & { ip: string | undefined },
): Promise<{ email: string; resendAvailableAt: Date }> {
  await assertSourceBudget(deps, 'register', input.ip);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) throw new AppError(existing.activatedAt ? 'userExists' : 'userNotActivated');

  const passwordHash = await hashPassword(input.password);
  const language = input.lang ?? 'en';
  const issued = await deps.outbox.inTransaction(async (tx, publish) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      name: input.email.split('@')[0]!.slice(0, 50),
      language,
      registerUrl: input.registerUrl ?? null,
      refererUrl: input.refererUrl ?? null,
      marketingUrl: input.marketingUrl ?? null,
    });
    // Lost a race with another sign-up of the same address.
    if (!user) throw new AppError('userExists');
    return issueActivationLink(tx, publish, { user, language });
  });
  return { email: input.email, resendAvailableAt: issued.resendAvailableAt };
}
