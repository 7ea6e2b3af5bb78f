import type { Logger } from '@matchwire/kit/logger';
import { deleteSettledMessagesBefore } from '../db/message-retention-repository.ts';
import type { TNotificationDb } from '../db/notification-db.ts';

const dayMs = 24 * 60 * 60 * 1000;
const everyMs = 60 * 60 * 1000;

/**
 * Deletes stored mails older than the retention (MAIL_RETENTION_DAYS, docs/decisions/0011): what
 * was sent to whom is kept only that long. Answers how many were deleted.
 */
export async function pruneMessages(
  deps: { db: TNotificationDb; logger: Logger },
  retentionDays: number,
): Promise<number> {
  const deleted = await deleteSettledMessagesBefore(deps.db, new Date(Date.now() - retentionDays * dayMs));
  if (deleted > 0) deps.logger.info({ deleted, retentionDays }, 'old mails deleted');
  return deleted;
}

/** Prunes at start and then every hour; returns the function that stops it. */
export function startMessagePruning(deps: { db: TNotificationDb; logger: Logger }, retentionDays: number): () => void {
  const run = () =>
    void pruneMessages(deps, retentionDays).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'deleting old mails failed; retried within the hour'),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
