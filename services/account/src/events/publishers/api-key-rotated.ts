import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

export function apiKeyRotatedEvent(input: { userId: string; email: string; language: string }): TEnvelope {
  return buildEvent('account', 'account.api-key-rotated.v1', input, input.userId);
}
