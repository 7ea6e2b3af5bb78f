import { randomUUID } from 'node:crypto';
import type { TEventPayloadOf } from '@matchwire/contracts/events';
import type { TGrant } from '@matchwire/kit/entitlements/entitlement-directory';
import { grantFor } from '../access/entitlement-directory.ts';
import type { TDataApiDeps } from '../data-api-deps.ts';
import type { TDataApiTx } from '../db/data-api-db.ts';
import { insertDeliveries } from '../db/webhook-delivery-repository.ts';
import { findEndpointsOfSport } from '../db/webhook-endpoint-repository.ts';
import { isScoreChange, scoreChangedData, scoreEventId, sportTypeOf } from '../webhooks/webhook-payload.ts';

/**
 * A live match event that changes a score: one delivery for each switched-on webhook subscribed
 * to its sport whose owner may call that sport now (a trial or subscription, as an API call of the
 * sport is admitted), in `tx` (the consumer's inbox transaction). A trial's delivery waits until
 * the trial's delay has passed since the event, as its API calls would. Returns the deliveries made.
 */
export async function queueScoreWebhooks(
  deps: Pick<TDataApiDeps, 'entitlements' | 'clock'>,
  tx: TDataApiTx,
  event: TEventPayloadOf<'data.match-event.v1'>,
): Promise<number> {
  if (!isScoreChange(event)) return 0;
  const sportType = sportTypeOf(event);
  const endpoints = await findEndpointsOfSport(tx, sportType);
  if (endpoints.length === 0) return 0;
  const now = deps.clock();
  const occurredAt = Date.parse(event.occurredAt);
  const payload = { type: 'score.changed' as const, data: scoreChangedData(event) };
  const deliveries = await Promise.all(
    endpoints.map(async (endpoint) => {
      const grant = sportGrant(await deps.entitlements.grantsOf(endpoint.userId), sportType, now);
      if (!grant) return [];
      const sendFrom = Math.max(now.getTime(), occurredAt + grant.delayMinutes * 60_000);
      return [
        {
          deliveryId: randomUUID(),
          userId: endpoint.userId,
          eventId: scoreEventId(event),
          kind: 'score' as const,
          payload,
          nextAttemptAt: new Date(sendFrom),
          createdAt: now,
        },
      ];
    }),
  );
  return insertDeliveries(tx, deliveries.flat());
}

/** The grant an API call of the sport would go through (admitCall's rule, whatever the product). */
function sportGrant(grants: readonly TGrant[], sportType: number, now: Date): TGrant | undefined {
  const products = grants.flatMap((grant) => (grant.productId === null ? [] : [grant.productId]));
  return grantFor(grants, { sportType, products }, now);
}
