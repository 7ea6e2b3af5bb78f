import { randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new widget access key: `mwa_` and 24 base62 characters (about 143 bits) from the system's random source. */
export function newAccessKey(): string {
  let key = 'mwa_';
  for (let index = 0; index < 24; index++) key += base62[randomInt(base62.length)];
  return key;
}
