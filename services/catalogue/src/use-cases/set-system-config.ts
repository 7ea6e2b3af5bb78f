import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { saveConfigValue } from '../db/system-config-repository.ts';
import { eventTables } from '../db/schema.ts';
import { siteContentChangedEvent } from '../events/publishers/site-content-changed.ts';
import { configValueError, type ZConfigKeyParams } from '../schemas/system-config.ts';
import type { z } from 'zod';

/**
 * Sets one system config value (a notice, a promotion toggle, …) and records
 * `catalogue.site-content-changed.v1` in the outbox in the same transaction, so caches of the
 * public config drop it.
 */
export async function setSystemConfig(
  db: TCatalogueDb,
  key: z.infer<typeof ZConfigKeyParams>['key'],
  value: string,
): Promise<{ key: string; value: string }> {
  const problem = configValueError(key, value);
  if (problem) throw new AppError('badRequest', problem);
  await db.transaction(async (tx) => {
    await saveConfigValue(tx, key, value);
    await enqueueEvents(tx, eventTables, [siteContentChangedEvent('system-config', key)]);
  });
  return { key, value };
}
