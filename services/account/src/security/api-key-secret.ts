import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { apiKeyPrefix } from '@matchwire/contracts/account/fields';
import { hashSecret } from './secret-tokens.ts';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export { apiKeyPattern, apiKeyPrefix } from '@matchwire/contracts/account/fields';

/** `mw_live_` + 32 uniformly random base62 characters (about 190 bits). */
export function generateApiKey(): string {
  let body = '';
  for (let index = 0; index < 32; index++) body += base62[randomInt(base62.length)];
  return apiKeyPrefix + body;
}

export const hashApiKey = hashSecret;

/** First 8 characters, a mask, last 4: `mw_live_••••a1B2`. */
export function maskApiKey(apiKey: string): string {
  return `${apiKey.slice(0, 8)}••••${apiKey.slice(-4)}`;
}

/**
 * AES-256-GCM with a random 96-bit IV; the user id is bound as associated data so a copy
 * moved to another row does not decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function encryptApiKey(apiKey: string, key: Buffer, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export function decryptApiKey(stored: string, key: Buffer, userId: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown API key encryption format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
