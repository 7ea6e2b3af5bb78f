/**
 * A process that logs through createLogger and ends as told (argv[2]): `exit` (process.exit after
 * 200 lines), `throw` (an uncaught exception after 200 lines), `fatal` (a fatal line, then exit 1),
 * `quiet` (one line, then idle until killed). Each line carries its number.
 */
import { createLogger } from '../../src/logger.ts';

const logger = createLogger('buffered-logs-test');
const ending = process.argv[2];
if (ending === 'quiet') {
  logger.info({ line: 0 }, 'alone');
  setInterval(() => undefined, 1000);
} else {
  for (let line = 0; line < 200; line++) logger.info({ line }, 'numbered');
  if (ending === 'exit') process.exit(0);
  if (ending === 'fatal') {
    logger.fatal({ line: 200 }, 'failed to start');
    process.exit(1);
  }
  if (ending === 'throw') throw new Error('uncaught on purpose');
}
