import { buildEvent } from '@matchwire/kit/bus/publish';
import { SessionRevokedReason, type TEnvelope } from '@matchwire/proto';

export type TSessionEndReason = 'logout' | 'password-changed' | 'password-reset' | 'email-changed' | 'account-locked';

const reasons: Record<TSessionEndReason, SessionRevokedReason> = {
  logout: SessionRevokedReason.LOGOUT,
  'password-changed': SessionRevokedReason.PASSWORD_CHANGED,
  'password-reset': SessionRevokedReason.PASSWORD_RESET,
  'email-changed': SessionRevokedReason.EMAIL_CHANGED,
  'account-locked': SessionRevokedReason.ACCOUNT_LOCKED,
};

/** `sessionIds` empty: every session of the user ended. */
export function sessionRevokedEvent(input: {
  userId: string;
  sessionIds: string[];
  reason: TSessionEndReason;
}): TEnvelope {
  return buildEvent(
    'account',
    'account.session-revoked.v1',
    { userId: input.userId, sessionIds: input.sessionIds, reason: reasons[input.reason] },
    input.userId,
  );
}
