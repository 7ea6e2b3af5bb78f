import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { spendUserTokens } from '../db/one-time-token-repository.ts';
import { saveUser, type TUserRow } from '../db/user-repository.ts';
import { userActivatedEvent } from '../events/publishers/user-activated.ts';
import { createApiKey } from '../transaction-steps/create-api-key.ts';
import { openMailedLink } from '../transaction-steps/open-mailed-link.ts';
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
    const { user: found } = await openMailedLink(tx, 'activation', input.token);
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
