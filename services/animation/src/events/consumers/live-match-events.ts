import { animTypes } from '@matchwire/contracts/animation/fields';
import { PARTITIONS_PER_TOPIC, type EventBus } from '@matchwire/kit/bus/event-bus';
import { startReplicaConsumer } from '@matchwire/kit/bus/replica-consumer';
import type { Logger } from '@matchwire/kit/logger';
import type { LiveBoard } from '../../live/live-board.ts';

/**
 * Feeds this replica's live board from the data API's `data.match-event.v1` (football and
 * basketball; esports has no pitch). Each replica serves its own widgets' streams, so each
 * subscribes in a consumer group of its own and sees every event, from its start on: a match's
 * past comes from the data API when its first stream opens, so replaying the topic would be waste.
 * A match's events share a key and so a partition, in order; partitions are handled side by side,
 * since the board keeps each match apart and applies an event in one synchronous step.
 */
export async function startLiveMatchEventsConsumer(
  deps: { board: LiveBoard; logger: Logger },
  bus: EventBus,
): Promise<void> {
  await startReplicaConsumer({
    bus,
    name: 'animation-live',
    workload: 'animation',
    onlyNew: true,
    partitionsConcurrently: PARTITIONS_PER_TOPIC,
    logger: deps.logger,
    handlers: {
      'data.match-event.v1': async (_event, payload) => {
        if (payload.sport === 'esports') return;
        deps.board.apply(animTypes[payload.sport], {
          matchId: Number(payload.matchId),
          eventId: payload.eventId,
          type: payload.type,
          side: payload.side,
          clock: payload.clock,
          period: payload.period,
          playerId: payload.playerId,
          score: { home: payload.scoreHome, away: payload.scoreAway },
          occurredAt: payload.occurredAt,
        });
      },
    },
  });
}
