import type { TAccountDb } from '../db/account-db.ts';
import { findUserByEmail, insertUser } from '../db/user-repository.ts';
import { hashPassword } from '../security/password-hashing.ts';
import { createApiKey } from '../use-cases/create-api-key.ts';
import { demoTester, demoUser } from './demo-data.ts';

/** Creates the demo user and the demo tester where absent; never overwrites what an operator or the user changed. */
export async function seedDemoData(db: TAccountDb, apiKeyEncryptionKey: Buffer): Promise<void> {
  await seedUser(db, apiKeyEncryptionKey, { ...demoUser, isTester: false });
  await seedUser(db, apiKeyEncryptionKey, { ...demoTester, isTester: true });
}

async function seedUser(
  db: TAccountDb,
  apiKeyEncryptionKey: Buffer,
  demo: { email: string; password: string; name: string; language: string; isTester: boolean },
): Promise<void> {
  if (await findUserByEmail(db, demo.email)) return;
  const passwordHash = await hashPassword(demo.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: demo.email,
      passwordHash,
      name: demo.name,
      language: demo.language,
      isTester: demo.isTester,
      activatedAt: new Date(),
    });
    // Another replica seeded it meanwhile.
    if (!user) return;
    await createApiKey(tx, user.userId, apiKeyEncryptionKey);
  });
}
