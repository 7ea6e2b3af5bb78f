import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { findUserByEmail, saveUser, type TUserRow } from '../db/user-repository.ts';
import { burnPasswordCheck, isPasswordCorrect } from '../security/password-hashing.ts';
import { reservePasswordCheck } from './login-throttle.ts';
import { startSession } from './start-session.ts';

/**
 * Signs a user in with e-mail and password. The password is checked before the account's
 * state, so 'User locked' and 'email unactivated' are only told to someone who knows it. Every
 * check is reserved against the throttle first (login-throttle.ts).
 */
export async function logIn(
  deps: TAccountDeps,
  input: { email: string; password: string; ip: string | undefined },
): Promise<{ user: TUserRow; session: TIssuedSession }> {
  const user = await findUserByEmail(deps.db, input.email);
  const check = await reservePasswordCheck(deps, { email: input.email, ip: input.ip, knownIp: user?.lastLoginIp });
  if (!user) {
    await burnPasswordCheck(input.password);
    await check.failed();
    throw new AppError('userNotFound', 'email unregistered');
  }
  if (!(await isPasswordCorrect(user.passwordHash, input.password))) {
    await check.failed();
    throw new AppError('userPasswordError');
  }
  await check.passed();
  if (user.isLocked) throw new AppError('userLocked');
  if (!user.activatedAt) throw new AppError('userNotActivated');

  const signedIn = await saveUser(deps.db, user.userId, { lastLoginAt: new Date(), lastLoginIp: input.ip ?? null });
  return { user: signedIn, session: await startSession(deps, signedIn, input.ip) };
}
