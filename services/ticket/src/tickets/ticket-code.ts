import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const codeLength = 22;
/** The largest multiple of 62 below 256: bytes from it up are dropped so that every character is equally likely. */
const unbiasedLimit = 248;

/**
 * A ticket's direct-view code: 22 base62 characters from the system's random source (about
 * 131 bits), so that holding it is the proof of being allowed to see the ticket.
 */
export function newTicketCode(): string {
  let code = '';
  while (code.length < codeLength) {
    for (const byte of randomBytes(32)) {
      if (byte >= unbiasedLimit) continue;
      code += alphabet[byte % 62];
      if (code.length === codeLength) break;
    }
  }
  return code;
}
