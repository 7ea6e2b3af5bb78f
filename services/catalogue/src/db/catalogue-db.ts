import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TCatalogueDb = TDatabase<typeof schema>;
export type TCatalogueTx = Parameters<Parameters<TCatalogueDb['transaction']>[0]>[0];
