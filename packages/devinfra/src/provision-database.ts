/**
 * Idempotent provisioning of the shared Matchwire database: one schema and one login role per
 * service, each role owning only its schema (docs/architecture.md, "Database").
 *
 * For every service `<name>` (names as in database-names.ts: `data-api` has schema `data_api`):
 *  - role `svc_<name>` (LOGIN, no other attributes), password `<name>_dev` unless `passwordFor`
 *    says otherwise; an existing role gets its password (and attributes) reset,
 *  - schema `<name>` with `AUTHORIZATION svc_<name>`, nothing granted on it to anyone else,
 *  - `CONNECT` on the database, which is otherwise closed (`REVOKE ALL ... FROM PUBLIC`),
 *  - `search_path` of the role in that database set to its own schema, so unqualified names
 *    land in the right place (`public` is closed: `REVOKE ALL ON SCHEMA public FROM PUBLIC`).
 *
 * Safe to run concurrently: all work happens under a cluster-wide advisory lock held by the
 * superuser session.
 */
import pg from 'pg';
import { databaseNames } from './database-names.ts';

export interface ProvisionDatabaseOptions {
  /** A superuser connection, e.g. `postgres://postgres@127.0.0.1:55432/postgres`. */
  superuserUrl: string;
  /** Database to create when missing, e.g. `matchwire`. */
  database: string;
  /** Service names; each becomes schema `<name>` and role `svc_<name>`. */
  services: string[];
  /** Password of a service's role; defaults to `<name>_dev`. */
  passwordFor?: (service: string) => string;
}

/** Lower-case SQL identifiers only, so names never need quoting elsewhere (Drizzle, psql). */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,58}$/;

/** Arbitrary constant for pg_advisory_lock: serialises concurrent provisioning runs. */
const LOCK_KEY = 0x6d77_7076; // "mwpv"

export async function provisionDatabase(opts: ProvisionDatabaseOptions): Promise<Record<string, string>> {
  const { superuserUrl, database, services } = opts;
  const passwordFor = opts.passwordFor ?? ((service: string) => databaseNames(service).devPassword);
  if (!IDENTIFIER.test(database))
    throw new Error(`provisionDatabase: invalid database name ${JSON.stringify(database)}`);
  for (const service of services) {
    if (!IDENTIFIER.test(databaseNames(service).schema))
      throw new Error(`provisionDatabase: invalid service name ${JSON.stringify(service)}`);
  }
  if (new Set(services).size !== services.length) throw new Error('provisionDatabase: duplicate service names');

  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    const db = admin.escapeIdentifier(database);

    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${db}`);
    // Nobody may connect (or create temp tables) unless granted below.
    await admin.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);

    for (const service of services) {
      const names = databaseNames(service);
      const role = admin.escapeIdentifier(names.role);
      const password = admin.escapeLiteral(passwordFor(service));
      // Roles are cluster-wide: create or bring an existing one back to the expected shape.
      const roleExists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [names.role]);
      const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password}`;
      await admin.query(
        roleExists.rowCount === 0 ? `CREATE ROLE ${role} ${attributes}` : `ALTER ROLE ${role} WITH ${attributes}`,
      );
      await admin.query(`GRANT CONNECT ON DATABASE ${db} TO ${role}`);
      await admin.query(
        `ALTER ROLE ${role} IN DATABASE ${db} SET search_path = ${admin.escapeIdentifier(names.schema)}`,
      );
    }

    // Schema-level work must happen inside the target database.
    const target = new pg.Client({ connectionString: withDatabase(superuserUrl, database) });
    await target.connect();
    try {
      await target.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
      for (const service of services) {
        const schema = target.escapeIdentifier(databaseNames(service).schema);
        const role = target.escapeIdentifier(databaseNames(service).role);
        await target.query(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${role}`);
        // An existing schema may have been created by someone else: make the service own it.
        await target.query(`ALTER SCHEMA ${schema} OWNER TO ${role}`);
        await target.query(`REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC`);
      }
    } finally {
      await target.end();
    }

    const urls: Record<string, string> = {};
    for (const service of services) {
      const url = new URL(withDatabase(superuserUrl, database));
      url.username = encodeURIComponent(databaseNames(service).role);
      url.password = encodeURIComponent(passwordFor(service));
      urls[service] = url.toString();
    }
    return urls;
  } finally {
    // Ending the session also releases the advisory lock.
    await admin.end();
  }
}

/** The same connection URL pointing at another database (host, port, user and query kept). */
function withDatabase(connectionUrl: string, database: string): string {
  const url = new URL(connectionUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}
