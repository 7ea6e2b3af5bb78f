import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TAccountDb = TDatabase<typeof schema>;
export type TAccountTx = Parameters<Parameters<TAccountDb['transaction']>[0]>[0];
/** Either the pool or an open transaction: repositories accept both. */
export type TAccountExecutor = TAccountDb | TAccountTx;
