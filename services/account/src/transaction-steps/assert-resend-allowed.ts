import { AppError } from '@matchwire/kit/errors/app-error';
import { accountPolicy } from '../account-policy.ts';
import type { TAccountTx } from '../db/account-db.ts';
import { findLastTokenIssuedAt } from '../db/one-time-token-repository.ts';
import type { TTokenPurpose } from '../db/schema.ts';

/** The 2-minute rule between two mails of the same kind; 10006 names the seconds left. */
export async function assertResendAllowed(tx: TAccountTx, userId: string, purpose: TTokenPurpose): Promise<void> {
  const lastIssuedAt = await findLastTokenIssuedAt(tx, userId, purpose);
  if (!lastIssuedAt) return;
  const waitMs = lastIssuedAt.getTime() + accountPolicy.mailResendIntervalMs - Date.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('tooManyRequests', `Please wait ${seconds} seconds before requesting another e-mail`);
  }
}
