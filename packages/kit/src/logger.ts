import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; `service` on every line so aggregated logs stay readable. */
export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
    // Fastify's request line, with the URL's secrets hidden (the services' and the gateway's alike).
    serializers: {
      req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  });
}

/** Query parameters whose values never reach a log line: an impersonation token (SPEC.md §6). */
const secretParameters = /([?&](?:_|%5f)?adminAccessToken=)[^&#]*/gi;

/** The URL as it may be logged: secret query parameters' values replaced. */
export function redactUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]');
}
