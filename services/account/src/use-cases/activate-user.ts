import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { findTokenBySecretHashForUpdate, spendUserTokens } from '../db/one-time-token-repository.ts';
import { findUserForUpdate, saveUser, type TUserRow } from '../db/user-repository.ts';
import { userActivatedEvent } from '../events/publishers/user-activated.ts';
import { hashSecret } from '../security/secret-tokens.ts';
import { createApiKey } from './create-api-key.ts';
import { isTokenUsable } from './is-token-usable.ts';
import { startSession } from './start-session.ts';

/**
 * Activates the account of an activation link (single use; every other activation link of
 * the user is spent too), gives it its API key and signs the user in.
 */
export async function activateUser(
  deps: TAccountDeps,
  input: { token: string; ip: string | undefined },
): Promise<{ user: TUserRow; session: TIssuedSession }> {
  const user = await deps.outbox.inTransaction(async (tx, publish) => {
    const token = await findTokenBySecretHashForUpdate(tx, 'activation', hashSecret(input.token));
    if (!token || !isTokenUsable(token)) throw new AppError('linkInvalid');
    const found = await findUserForUpdate(tx, token.userId);
    if (!found) throw new AppError('linkInvalid');
    if (found.isLocked) throw new AppError('userLocked');
    await spendUserTokens(tx, found.userId, 'activation');
    if (found.activatedAt) return found;
    const activated = await saveUser(tx, found.userId, { activatedAt: new Date() });
    await createApiKey(tx, activated.userId, deps.config.API_KEY_ENCRYPTION_KEY);
    await publish(
      userActivatedEvent({ userId: activated.userId, email: activated.email, language: activated.language }),
    );
    return activated;
  });
  return { user, session: await startSession(deps, user, input.ip) };
}
