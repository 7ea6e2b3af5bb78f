import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Log lines are gathered into writes of about 4 kB instead of one `write(2)` per line, which a
 * profile of the gateway showed at a quarter to a half of its CPU per call (bench/README.md, Gateway
 * overhead). A quiet process writes what it has every quarter second; a clean stop, an exit
 * after a fatal error or an uncaught exception writes the rest synchronously ('exit'). What a
 * crash that skips 'exit' (SIGKILL, the OOM killer, a native abort) may lose: the last quarter
 * second of lines, about 4 kB (docs/runbooks/logs.md).
 */
const BUFFERED_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

let standardOutput: DestinationStream | undefined;

/** One buffered destination on stdout per process, shared by every logger in it. */
function bufferedStandardOutput(): DestinationStream {
  if (standardOutput) return standardOutput;
  // Synchronous writes of whole buffers: lines stay in order, and on exit nothing is in flight.
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: BUFFERED_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
  process.on('exit', () => flushSyncQuietly(destination));
  standardOutput = destination;
  return destination;
}

function flushSyncQuietly(destination: ReturnType<typeof pino.destination>): void {
  try {
    destination.flushSync();
  } catch {
    // stdout already closed (EPIPE): nothing left to write to
  }
}

/** Structured JSON logs; `service` on every line so aggregated logs stay readable. */
export function createLogger(service: string, level: string = 'info'): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
      // Fastify's request line, with the URL's secrets hidden (the services' and the gateway's alike).
      serializers: {
        req: (req: {
          method?: string;
          url?: string;
          host?: string;
          ip?: string;
          socket?: { remotePort?: number };
        }) => ({
          method: req.method,
          url: req.url === undefined ? undefined : redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    bufferedStandardOutput(),
  );
}

/** Query parameters whose values never reach a log line: an impersonation token (SPEC.md §6). */
const secretParameters = /([?&](?:_|%5f)?adminAccessToken=)[^&#]*/gi;

/** The URL as it may be logged: secret query parameters' values replaced. */
export function redactUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]');
}
