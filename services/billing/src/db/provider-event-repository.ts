import { insertNew, type TRowTx } from '@matchwire/kit/db/keyed-rows';
import { providerEvents } from './schema.ts';

/**
 * Records a provider's event (webhook) as acted on, in the transaction of its effect: false when it
 * was already, so a redelivery changes nothing.
 */
export async function recordProviderEvent(
  tx: TRowTx,
  event: { eventId: string; provider: string; type: string },
): Promise<boolean> {
  return (await insertNew(tx, providerEvents, event)) > 0;
}
