import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** Names the reset link by its id; the secret is made when the mail is sent (docs/decisions/0011). */
export function passwordResetRequestedEvent(input: {
  userId: string;
  email: string;
  language: string;
  linkId: string;
}): TEnvelope {
  return buildEvent('account', 'account.password-reset-requested.v2', input, input.userId);
}
