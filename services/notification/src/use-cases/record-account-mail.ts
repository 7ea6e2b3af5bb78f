import { decodePayload, EventContractError, type TEnvelope } from '@matchwire/proto';
import type { Logger } from '@matchwire/kit/logger';
import type { TNotificationDb } from '../db/notification-db.ts';
import { insertMessage } from '../db/message-repository.ts';
import { rememberRecipient } from '../db/recipient-repository.ts';
import { accountEventPayloads, type TAccountMailEvent, type TAccountMailEventType } from '../schemas/account-events.ts';
import { draftAccountMail, recipientFactsOf } from './draft-account-mail.ts';

export type TRecordOutcome = 'recorded' | 'duplicate' | 'no-recipient' | 'rejected';

/**
 * Turns one account event into one pending mail, in one transaction with what it tells about
 * the user. The unique event id makes a redelivered event add nothing. A payload that breaks
 * the contract is logged and dropped (retrying cannot fix it); database errors are thrown so
 * the bus redelivers.
 */
export async function recordAccountMail(
  deps: { db: TNotificationDb; logger: Logger; publicWebUrl: string },
  envelope: TEnvelope<TAccountMailEventType>,
): Promise<TRecordOutcome> {
  const event = checkAccountEvent(envelope, deps.logger);
  if (!event) return 'rejected';
  return deps.db.transaction(async (tx) => {
    const known = await rememberRecipient(tx, recipientFactsOf(event));
    const draft = draftAccountMail(event, known, deps.publicWebUrl);
    if (!draft) {
      deps.logger.warn(
        { eventId: event.id, eventType: event.type, userId: event.payload.userId },
        'no known address for this user; mail not sent',
      );
      return 'no-recipient';
    }
    const isInserted = await insertMessage(tx, { eventId: event.id, eventType: event.type, ...draft });
    return isInserted ? 'recorded' : 'duplicate';
  });
}

function checkAccountEvent(envelope: TEnvelope<TAccountMailEventType>, logger: Logger): TAccountMailEvent | undefined {
  let decoded: unknown;
  try {
    decoded = decodePayload(envelope);
  } catch (error) {
    if (!(error instanceof EventContractError)) throw error;
    logger.error({ err: error, eventId: envelope.id, eventType: envelope.type }, 'undecodable account event dropped');
    return undefined;
  }
  const checked = accountEventPayloads[envelope.type].safeParse(decoded);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    logger.error({ eventId: envelope.id, eventType: envelope.type, problems }, 'invalid account event dropped');
    return undefined;
  }
  return { type: envelope.type, id: envelope.id, time: envelope.time, payload: checked.data } as TAccountMailEvent;
}
