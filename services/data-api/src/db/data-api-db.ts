import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TDataApiDb = TDatabase<typeof schema>;
export type TDataApiTx = Parameters<Parameters<TDataApiDb['transaction']>[0]>[0];
