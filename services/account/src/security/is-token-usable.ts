import type { TOneTimeTokenRow } from '../db/one-time-token-repository.ts';

/** Unused and unexpired. */
export function isTokenUsable(token: TOneTimeTokenRow, now = new Date()): boolean {
  return token.usedAt === null && token.expiresAt > now;
}
