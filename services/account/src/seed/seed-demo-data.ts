import type { TAccountDb } from '../db/account-db.ts';
import { findUserByEmail, insertUser } from '../db/user-repository.ts';
import { hashPassword } from '../security/password-hashing.ts';
import { createApiKey } from '../use-cases/create-api-key.ts';
import { demoUser } from './demo-data.ts';

/** Creates the demo user where absent; never overwrites what an operator or the user changed. */
export async function seedDemoData(db: TAccountDb, apiKeyEncryptionKey: Buffer): Promise<void> {
  if (await findUserByEmail(db, demoUser.email)) return;
  const passwordHash = await hashPassword(demoUser.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: demoUser.email,
      passwordHash,
      name: demoUser.name,
      language: demoUser.language,
      activatedAt: new Date(),
    });
    // Another replica seeded it meanwhile.
    if (!user) return;
    await createApiKey(tx, user.userId, apiKeyEncryptionKey);
  });
}
