import type { TEditableConfigKey } from '@matchwire/contracts/catalogue/system-config';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { saveConfigValue } from '../db/system-config-repository.ts';
import { siteContentChangedEvent } from '../events/publishers/site-content-changed.ts';
import { configValueError } from '../system-config/config-values.ts';

/**
 * Sets one system config value (a notice, a promotion toggle, …) and records
 * `catalogue.site-content-changed.v1` in the outbox in the same transaction, so caches of the
 * public config drop it.
 */
export async function setSystemConfig(
  deps: TCatalogueDeps,
  key: TEditableConfigKey,
  value: string,
): Promise<{ key: string; value: string }> {
  const problem = configValueError(key, value);
  if (problem) throw new AppError('badRequest', problem);
  await deps.outbox.inTransaction(async (tx, publish) => {
    await saveConfigValue(tx, key, value);
    await publish(siteContentChangedEvent('system-config', key));
  });
  return { key, value };
}
