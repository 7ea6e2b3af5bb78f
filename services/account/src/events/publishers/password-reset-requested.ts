import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export function passwordResetRequestedEvent(input: {
  userId: string;
  email: string;
  language: string;
  resetUrl: string;
}): TEnvelope {
  return buildEvent('account', 'account.password-reset-requested.v1', input, input.userId);
}
