import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * Applies drizzle-kit migrations inside the service's own schema.
 * Drizzle's own migrator starts with `CREATE SCHEMA IF NOT EXISTS`, which needs CREATE on the
 * whole database; a service role only owns its schema (provisioned beforehand), so this runner
 * skips the schema creation and keeps drizzle's bookkeeping table format in that schema.
 * An advisory lock lets several replicas start at once.
 */
export async function applyMigrations(
  pool: pg.Pool,
  options: { migrationsFolder: string; schema: string },
): Promise<number> {
  const { schema } = options;
  const migrations = readMigrationFiles({ migrationsFolder: options.migrationsFolder });
  const table = `"${schema}"."__drizzle_migrations"`;
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Migrations run once per start, under this lock: the pool's statement and lock timeouts
    // (meant for requests) must not cut a long migration or the wait for another replica's.
    await client.query('set local statement_timeout = 0');
    await client.query('set local lock_timeout = 0');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`migrate:${schema}`]);
    await client.query(
      `create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const { rows } = await client.query<{ created_at: string }>(
      `select created_at from ${table} order by created_at desc limit 1`,
    );
    const lastApplied = rows[0] ? Number(rows[0].created_at) : -1;
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= lastApplied) continue;
      for (const statement of migration.sql) {
        if (isOwnSchemaCreation(statement, schema)) continue;
        if (statement.trim()) await client.query(statement);
      }
      await client.query(`insert into ${table} (hash, created_at) values ($1, $2)`, [
        migration.hash,
        migration.folderMillis,
      ]);
      applied++;
    }
    await client.query('commit');
    return applied;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

function isOwnSchemaCreation(statement: string, schema: string): boolean {
  return new RegExp(`^\\s*CREATE SCHEMA (IF NOT EXISTS )?"${schema}";?\\s*$`, 'i').test(statement);
}
