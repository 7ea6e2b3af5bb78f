import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findTokenForUpdate, setTokenSecretHash } from '../db/one-time-token-repository.ts';
import { mailLinkUrl } from '../mail-links.ts';
import { createSecret, hashSecret } from '../security/secret-tokens.ts';
import { isTokenUsable } from '../security/is-token-usable.ts';

/**
 * The link to mail for a link id an event named: its secret is made now, kept only as its SHA-256,
 * and exists only in this answer and the mail (docs/decisions/0011). Asking again (a retried
 * delivery) makes a new secret and the earlier one stops working. A spent, expired or unknown link
 * answers 404: there is nothing left to mail.
 */
export async function issueMailLink(
  deps: Pick<TAccountDeps, 'db' | 'config'>,
  input: { linkId: string; language: string },
): Promise<{ url: string; expiresAt: Date }> {
  return deps.db.transaction(async (tx) => {
    const link = await findTokenForUpdate(tx, { tokenId: input.linkId });
    if (!link || !isTokenUsable(link)) throw new AppError('objectNotFound', 'Link no longer valid');
    const secret = createSecret();
    await setTokenSecretHash(tx, link.tokenId, hashSecret(secret));
    const url = mailLinkUrl(deps.config.PUBLIC_WEB_URL, { ...link, secret, language: input.language || 'en' });
    return { url, expiresAt: link.expiresAt };
  });
}
