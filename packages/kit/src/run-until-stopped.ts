import type { Logger } from './logger.ts';
import { stopTelemetry } from './telemetry.ts';

/**
 * The whole shutdown must fit in Kubernetes' terminationGracePeriodSeconds (30 s) after the
 * preStop sleep (5 s): past this cap the process exits 1 with whatever is left undone.
 */
export const SHUTDOWN_CAP_MS = 20_000;
const TELEMETRY_FLUSH_CAP_MS = 3000;

/**
 * Starts a process's work and stops it cleanly on SIGTERM/SIGINT: `stop` drains and closes in
 * order (docs/decisions/0012), then the spans still buffered are exported (OpenTelemetry SDK
 * shutdown) and the process exits 0. A second signal or the cap forces exit 1.
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
    }, options.gracePeriodMs ?? SHUTDOWN_CAP_MS);
    force.unref();
    let exitCode = 0;
    try {
      await options.stop();
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      exitCode = 1;
    }
    await flushTelemetry(logger);
    logger.info({ exitCode }, 'stopped');
    process.exit(exitCode);
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

async function flushTelemetry(logger: Logger): Promise<void> {
  try {
    await Promise.race([
      stopTelemetry(),
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('trace export timed out')), TELEMETRY_FLUSH_CAP_MS).unref(),
      ),
    ]);
  } catch (error) {
    logger.warn({ err: error }, 'buffered spans not exported');
  }
}
