import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startReplicaConsumer } from '@matchwire/kit/bus/replica-consumer';
import type { Logger } from '@matchwire/kit/logger';
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
  await startReplicaConsumer({
    bus: options.bus,
    name: 'gateway-sessions',
    workload: 'gateway',
    onlyNew: true,
    logger: options.logger,
    handlers: {
      'account.session-revoked.v1': async (_event, { userId, sessionIds }) =>
        options.sessions.forget(userId, sessionIds),
    },
  });
}
