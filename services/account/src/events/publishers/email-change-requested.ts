import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** Names the confirmation link by its id; the secret is made when the mail is sent (docs/decisions/0011). */
export function emailChangeRequestedEvent(input: {
  userId: string;
  newEmail: string;
  language: string;
  linkId: string;
}): TEnvelope {
  return buildEvent('account', 'account.email-change-requested.v2', input, input.userId);
}
