import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TAnimationDb = TDatabase<typeof schema>;
export type TAnimationTx = Parameters<Parameters<TAnimationDb['transaction']>[0]>[0];
/** The pool or an open transaction. */
export type TAnimationExecutor = TAnimationDb | TAnimationTx;
