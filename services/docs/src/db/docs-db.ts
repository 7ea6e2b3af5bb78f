import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TDocsDb = TDatabase<typeof schema>;
export type TDocsTx = Parameters<Parameters<TDocsDb['transaction']>[0]>[0];
