import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** Names the activation link by its id; the secret is made when the mail is sent (docs/decisions/0011). */
export function userRegisteredEvent(input: {
  userId: string;
  email: string;
  language: string;
  linkId: string;
}): TEnvelope {
  return buildEvent('account', 'account.user-registered.v2', input, input.userId);
}
