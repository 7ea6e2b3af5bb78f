import type { TAccountDeps } from '../account-deps.ts';
import { revokeSession } from '../db/session-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';

/** Revokes the session of the `token` cookie, so its jwt is refused from now on. */
export async function logOut(deps: TAccountDeps, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await revokeSession(deps.db, hashSecret(sessionToken));
}
