import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { provisionDatabase } from './provision-database.ts';

/**
 * A fresh database for one test file, provisioned like production (one role and schema per
 * service), on the real PostgreSQL started by `npm test`. `drop()` removes it again.
 */
export async function createTestDatabase(
  services: string[],
): Promise<{ urls: Record<string, string>; drop(): Promise<void> }> {
  const superuserUrl = process.env.TEST_SUPERUSER_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
  const database = `mw_t_${randomBytes(5).toString('hex')}`;
  const urls = await provisionDatabase({ superuserUrl, database, services });
  return {
    urls,
    async drop() {
      const client = new pg.Client({ connectionString: superuserUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
