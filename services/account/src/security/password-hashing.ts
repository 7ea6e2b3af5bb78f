import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2, an ambient const enum that isolated modules cannot import. */
const argon2id = 2;

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const argon2idOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function isPasswordCorrect(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so that answer takes as long as
 * a wrong password and timing does not tell the two apart more than the texts already do.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('matchwire-timing-equaliser');
  await isPasswordCorrect(await dummyHash, password);
}
