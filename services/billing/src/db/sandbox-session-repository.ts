import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { sandboxSessions } from './schema.ts';

/** The sandbox provider's checkouts (payments/sandbox-provider.ts). */
export const sandboxSessionRows = keyedRows(sandboxSessions, 'sessionId', 'sandbox session');
