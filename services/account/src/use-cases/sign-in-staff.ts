import { AppError } from '@matchwire/kit/errors/app-error';
import { staffSessionLifetimeMs } from '@matchwire/kit/staff-session';
import type { TAccountDeps } from '../account-deps.ts';
import type { TStaffSignInOutcome } from '../db/staff-schema.ts';
import {
  findStaffByEmail,
  insertStaffSession,
  markStaffSignedIn,
  recordStaffSignIn,
  type TStaffWithRole,
} from '../db/staff-repository.ts';
import { burnPasswordCheck, isPasswordCorrect } from '../security/password-hashing.ts';
import { createSecret } from '../security/secret-tokens.ts';
import { ThrottledError } from '../security/throttled-error.ts';
import { reservePasswordCheck } from './login-throttle.ts';

export type TStaffSignInInput = {
  email: string;
  password: string;
  ip: string | undefined;
  userAgent: string | undefined;
};

/** Wrong address and wrong password answer alike: the staff sign-in does not say who is staff. */
const wrongCredentials = () => new AppError('userPasswordError', 'incorrect e-mail or password');

/**
 * Signs a staff member in (docs/decisions/0019): the customer login's throttle, on counters of
 * their own (`staff:<email>`), then the password, then whether the member is active; every attempt
 * leaves one audit row. Answers the new session's id, for the `staff_jwt` cookie.
 */
export async function signInStaff(
  deps: TAccountDeps,
  input: TStaffSignInInput,
): Promise<{ staff: TStaffWithRole; sessionId: string }> {
  const audit = (outcome: TStaffSignInOutcome, staffId: string | null = null) =>
    recordStaffSignIn(deps.db, {
      email: input.email,
      staffId,
      outcome,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
  const found = await findStaffByEmail(deps.db, input.email);
  const staffId = found?.member.staffId ?? null;
  const check = await reservePasswordCheck(deps, {
    email: `staff:${input.email}`,
    ip: input.ip,
    knownIp: found?.member.lastSignInIp,
  }).catch(async (error: unknown) => {
    if (error instanceof ThrottledError) await audit('throttled', staffId);
    throw error;
  });
  if (!found) {
    await burnPasswordCheck(input.password);
    await check.failed();
    await audit('unknown-email');
    throw wrongCredentials();
  }
  if (!(await isPasswordCorrect(found.member.passwordHash, input.password))) {
    await check.failed();
    await audit('wrong-password', staffId);
    throw wrongCredentials();
  }
  await check.passed();
  if (!found.member.isActive) {
    await audit('inactive', staffId);
    throw new AppError('adminNotExists', 'This staff account is disabled');
  }

  const sessionId = createSecret();
  await deps.db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      sessionId,
      staffId: found.member.staffId,
      expiresAt: new Date(Date.now() + staffSessionLifetimeMs),
      ip: input.ip ?? null,
    });
    await markStaffSignedIn(tx, found.member.staffId, input.ip ?? null);
    await recordStaffSignIn(tx, {
      email: input.email,
      staffId: found.member.staffId,
      outcome: 'signed-in',
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
  });
  return { staff: found, sessionId };
}
