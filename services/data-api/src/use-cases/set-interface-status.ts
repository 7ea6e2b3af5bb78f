import { dataApiInterfaces } from '@matchwire/contracts/data-api/interfaces';
import { buildEvent } from '@matchwire/kit/bus/publish';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { saveInterfaceSwitch } from '../db/interface-switch-repository.ts';

/**
 * Staff switch an interface off (or on again): kept in PostgreSQL for the next start, applied here
 * at once and by every other replica through `data.interface-status-changed.v1`.
 */
export async function setInterfaceStatus(
  deps: Pick<TDataApiDeps, 'outbox' | 'switches'>,
  change: { ref: string; isEnabled: boolean; reason: string },
): Promise<{ ref: string; isEnabled: boolean; reason: string }> {
  if (!dataApiInterfaces().some((iface) => iface.ref === change.ref)) {
    throw new AppError('objectNotFound', `No interface ${change.ref}`);
  }
  await deps.outbox.inTransaction(async (tx, publish) => {
    await saveInterfaceSwitch(tx, change);
    await publish(buildEvent('data-api', 'data.interface-status-changed.v1', change, change.ref));
  });
  deps.switches.apply(change);
  return change;
}
