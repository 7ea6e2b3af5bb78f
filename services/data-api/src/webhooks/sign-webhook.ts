import { createHmac, randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `whsec_` and 32 random base62 characters (about 190 bits). */
export function newWebhookSecret(): string {
  let secret = 'whsec_';
  for (let index = 0; index < 32; index++) secret += base62[randomInt(base62.length)];
  return secret;
}

/**
 * The `Matchwire-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * The time is signed with the body, so a receiver can refuse an old delivery replayed by someone else.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
