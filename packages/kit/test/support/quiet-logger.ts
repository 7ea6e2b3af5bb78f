import { Writable } from 'node:stream';
import pino from 'pino';

/**
 * A logger whose lines go nowhere, for apps, buses and relays under test. Not pino's 'silent' level:
 * routes such as /readyz raise their own log level, which would let their lines through.
 */
export const quietLogger = () => pino(new Writable({ write: (_chunk, _encoding, done) => done() }));
