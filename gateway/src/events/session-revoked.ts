import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { Logger } from '@matchwire/kit/logger';
import { decodeEnvelope, decodePayload } from '@matchwire/proto';
import type { LiveSessions } from '../stores/live-sessions.ts';

/**
 * `account.session-revoked.v1`: forget the ended sessions at once. Every gateway process must
 * see every such event, so each subscribes in a consumer group of its own; forgetting is
 * idempotent, so no inbox is needed. Without the bus, a revoked session is still refused once
 * its remembered answer expires (at most 1 s, docs/decisions/0009).
 *
 * The group is new at every start, and it reads only what is published from then on: a process
 * that just started remembers no session and asks the account service about each, so a session
 * revoked before it started is refused without the event; reading the topic's whole history on
 * every start would be work growing with that history and change nothing.
 */
export async function consumeSessionRevoked(options: {
  bus: EventBus;
  sessions: LiveSessions;
  logger: Logger;
}): Promise<void> {
  const logger = options.logger.child({ consumer: 'gateway-sessions' });
  await options.bus.subscribe({
    groupId: `gateway-sessions-${hostname()}-${randomUUID()}`,
    topics: ['account.session-revoked.v1'],
    onlyNew: true,
    handle: async (message) => {
      try {
        const event = decodeEnvelope(message.value);
        if (event.type !== 'account.session-revoked.v1') return;
        const { userId, sessionIds } = decodePayload(event);
        options.sessions.forget(userId, sessionIds);
      } catch (error) {
        logger.error({ err: error, topic: message.topic }, 'undecodable event skipped');
      }
    },
  });
}
