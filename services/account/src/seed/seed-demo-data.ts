import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { TAccountDb } from '../db/account-db.ts';
import { findUserByEmail, insertUser } from '../db/user-repository.ts';
import { hashPassword } from '../security/password-hashing.ts';
import { createApiKey } from '../transaction-steps/create-api-key.ts';

/** services/account/seed/demo-users.json: the demo customer and the demo tester (seed/README.md). */
const demoUsersFile = new URL('../../seed/demo-users.json', import.meta.url);

const ZDemoUser = z.strictObject({
  /**
   * Fixed, so the services that seed what the demo user holds (billing's trials and subscription)
   * name it without reading account's tables; a database seeded before keeps the id it has.
   */
  userId: z.uuid(),
  email: z.string(),
  password: z.string(),
  name: z.string(),
  language: z.string(),
  isTester: z.boolean(),
});
type TDemoUser = z.infer<typeof ZDemoUser>;

function readDemoUsers(): TDemoUser[] {
  const parsed = z.array(ZDemoUser).safeParse(JSON.parse(readFileSync(demoUsersFile, 'utf8')));
  if (!parsed.success) throw new Error(`services/account/seed/demo-users.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Creates the demo users where absent, activated; never overwrites what an operator or the user changed. */
export async function seedDemoData(db: TAccountDb, apiKeyEncryptionKey: Buffer): Promise<void> {
  for (const demo of readDemoUsers()) await seedUser(db, apiKeyEncryptionKey, demo);
}

async function seedUser(db: TAccountDb, apiKeyEncryptionKey: Buffer, demo: TDemoUser): Promise<void> {
  if (await findUserByEmail(db, demo.email)) return;
  const passwordHash = await hashPassword(demo.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      userId: demo.userId,
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
