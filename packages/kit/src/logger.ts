import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; `service` on every line so aggregated logs stay readable. */
export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
  });
}
