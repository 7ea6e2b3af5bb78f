import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';

/** A confirmed new address: where other services' mails to the user go from now on. */
export function emailChangedEvent(user: { userId: string; email: string; language: string }): TEnvelope {
  return buildEvent(
    'account',
    'account.email-changed.v1',
    { userId: user.userId, email: user.email, language: user.language },
    user.userId,
  );
}
