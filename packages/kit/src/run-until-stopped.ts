import type { Logger } from './logger.ts';

/**
 * Starts a process's work and stops it cleanly on SIGTERM/SIGINT: the stop function
 * drains in-flight requests and consumers; a second signal or the grace period forces exit.
 */
export async function runUntilStopped(options: {
  logger: Logger;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  gracePeriodMs?: number;
}): Promise<void> {
  const { logger } = options;
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) {
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out');
      process.exit(1);
    }, options.gracePeriodMs ?? 15000);
    force.unref();
    try {
      await options.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  try {
    await options.start();
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
}
