import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { insertSession } from '../db/session-repository.ts';
import type { TUserRow } from '../db/user-repository.ts';
import { createSecret, hashSecret } from '../security/secret-tokens.ts';

/**
 * Opens a session: the `token` cookie is a random secret whose SHA-256 is the session id,
 * which the jwt carries as `sid`.
 */
export async function startSession(
  deps: TAccountDeps,
  user: TUserRow,
  ip: string | undefined,
): Promise<TIssuedSession> {
  const sessionToken = createSecret();
  const sessionId = hashSecret(sessionToken);
  await insertSession(deps.db, {
    sessionId,
    userId: user.userId,
    expiresAt: new Date(Date.now() + accountPolicy.sessionLifetimeMs),
    ip: ip ?? null,
  });
  const jwt = deps.tokens.signUserJwt({ sub: user.userId, email: user.email, tester: user.isTester, sid: sessionId });
  return { jwt, sessionToken };
}
