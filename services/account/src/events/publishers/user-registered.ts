import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export function userRegisteredEvent(input: {
  userId: string;
  email: string;
  language: string;
  activationUrl: string;
}): TEnvelope {
  return buildEvent('account', 'account.user-registered.v1', input, input.userId);
}
