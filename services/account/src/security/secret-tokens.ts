import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random secret: 32 bytes, base64url (43 characters). */
export function createSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function isSameHash(leftHex: string, rightHex: string): boolean {
  const left = Buffer.from(leftHex, 'hex');
  const right = Buffer.from(rightHex, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
