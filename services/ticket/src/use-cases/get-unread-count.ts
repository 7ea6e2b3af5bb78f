import { AppError } from '@matchwire/kit/errors/app-error';
import type { TTicketDeps } from '../ticket-deps.ts';

/**
 * The customer's unread staff messages over all their tickets: read from the counters only (Redis),
 * never the tables, except to rebuild a customer's counter Redis lost. Redis not answering in time
 * (away, or busy with a FLUSHALL) is 10007, as for any dependency that does not answer.
 */
export async function getUnreadCount(deps: TTicketDeps, userId: string): Promise<number> {
  try {
    return await deps.unread.countForUser(userId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('serviceUnavailable', undefined, { cause: error });
  }
}
