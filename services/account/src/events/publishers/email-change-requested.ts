import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export function emailChangeRequestedEvent(input: {
  userId: string;
  newEmail: string;
  language: string;
  confirmUrl: string;
}): TEnvelope {
  return buildEvent('account', 'account.email-change-requested.v1', input, input.userId);
}
