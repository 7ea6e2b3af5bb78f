import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TBillingDb = TDatabase<typeof schema>;
export type TBillingTx = Parameters<Parameters<TBillingDb['transaction']>[0]>[0];
