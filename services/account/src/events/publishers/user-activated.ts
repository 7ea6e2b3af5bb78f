import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export function userActivatedEvent(input: { userId: string; email: string; language: string }): TEnvelope {
  return buildEvent('account', 'account.user-activated.v1', input, input.userId);
}
