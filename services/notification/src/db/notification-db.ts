import type { TDatabase } from '@matchwire/kit/db/database';
import type * as schema from './schema.ts';

export type TNotificationDb = TDatabase<typeof schema>;
export type TNotificationTx = Parameters<Parameters<TNotificationDb['transaction']>[0]>[0];
