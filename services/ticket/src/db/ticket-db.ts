import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TTicketDb = TDatabase<typeof schema>;
export type TTicketTx = Parameters<Parameters<TTicketDb['transaction']>[0]>[0];
/** The pool or an open transaction. */
export type TTicketExecutor = TTicketDb | TTicketTx;
