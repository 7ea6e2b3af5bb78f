/**
 * Runs against the local PostgreSQL of deploy/local/infra.sh (start it with
 * `npm run infra -- start postgres`). Override with TEST_SUPERUSER_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionDatabase } from '../src/provision-database.ts';

const SUPERUSER_URL = process.env.TEST_SUPERUSER_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const database = `mw_provision_test_${randomBytes(4).toString('hex')}`;
const probeRole = `mw_probe_${randomBytes(4).toString('hex')}`;

let urls: Record<string, string>;
const clients: pg.Client[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

function urlOf(database_: string): string {
  const url = new URL(SUPERUSER_URL);
  url.pathname = `/${database_}`;
  return url.toString();
}

/** The SQLSTATE a statement fails with (or 'ok'). */
async function sqlState(client: pg.Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

beforeAll(async () => {
  urls = await provisionDatabase({ superuserUrl: SUPERUSER_URL, database, services: ['a', 'b'] });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  const admin = new pg.Client({ connectionString: SUPERUSER_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${probeRole}`);
    // Roles are cluster-wide; drop them unless another database still grants them something
    // (DROP ROLE then fails, which is what we want).
    for (const role of ['svc_a', 'svc_b', 'svc_x_y'])
      await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
  } finally {
    await admin.end();
  }
});

describe('provisionDatabase', () => {
  it('returns a DATABASE_URL per service on the same host and port', () => {
    const su = new URL(SUPERUSER_URL);
    expect(Object.keys(urls).sort()).toEqual(['a', 'b']);
    const a = new URL(urls.a!);
    expect([a.hostname, a.port, a.username, a.password, a.pathname]).toEqual([
      su.hostname,
      su.port,
      'svc_a',
      'a_dev',
      `/${database}`,
    ]);
    expect(new URL(urls.b!).username).toBe('svc_b');
  });

  it('is idempotent and updates the password of an existing role', async () => {
    const admin = await connect(SUPERUSER_URL);
    const hash = async () =>
      (await admin.query(`SELECT rolpassword FROM pg_authid WHERE rolname = 'svc_a'`)).rows[0].rolpassword as string;
    const before = await hash();
    const again = await provisionDatabase({
      superuserUrl: SUPERUSER_URL,
      database,
      services: ['a', 'b'],
      passwordFor: (s) => `${s}_changed`,
    });
    expect(new URL(again.a!).password).toBe('a_changed');
    expect(await hash()).not.toBe(before);
    // Back to the defaults, as the other tests expect.
    expect(await provisionDatabase({ superuserUrl: SUPERUSER_URL, database, services: ['a', 'b'] })).toEqual(urls);
  });

  it('gives a hyphenated service (data-api) an underscored schema, role and password', async () => {
    const { 'x-y': url } = await provisionDatabase({ superuserUrl: SUPERUSER_URL, database, services: ['x-y'] });
    expect([new URL(url!).username, new URL(url!).password]).toEqual(['svc_x_y', 'x_y_dev']);
    const xy = await connect(url!);
    await xy.query('CREATE TABLE unqualified_xy (id int)');
    const where = await xy.query(
      `SELECT table_schema FROM information_schema.tables WHERE table_name = 'unqualified_xy'`,
    );
    expect(where.rows).toEqual([{ table_schema: 'x_y' }]);
  });

  it('lets svc_a work in schema a (and unqualified names land there)', async () => {
    const a = await connect(urls.a!);
    await a.query('CREATE TABLE a.things (id int PRIMARY KEY, name text)');
    await a.query(`INSERT INTO a.things VALUES (1, 'one')`);
    expect((await a.query('SELECT name FROM a.things')).rows).toEqual([{ name: 'one' }]);
    await a.query('CREATE TABLE unqualified (id int)');
    const where = await a.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'unqualified'`);
    expect(where.rows).toEqual([{ table_schema: 'a' }]);
  });

  it('keeps svc_a out of schema b and out of public', async () => {
    // Objects svc_a must not reach: b's own table, and a public table even readable by PUBLIC.
    const b = await connect(urls.b!);
    await b.query('CREATE TABLE b.secrets (id int)');
    await b.query('GRANT SELECT ON b.secrets TO PUBLIC'); // the schema itself must still keep svc_a out
    const admin = await connect(urlOf(database));
    await admin.query('CREATE TABLE public.shared (id int)');
    await admin.query('GRANT SELECT ON public.shared TO PUBLIC');

    const a = await connect(urls.a!);
    const denied = '42501'; // insufficient_privilege
    expect(await sqlState(a, 'SELECT * FROM b.secrets')).toBe(denied);
    expect(await sqlState(a, 'CREATE TABLE b.intruder (id int)')).toBe(denied);
    expect(await sqlState(a, 'SELECT * FROM public.shared')).toBe(denied);
    expect(await sqlState(a, 'CREATE TABLE public.intruder (id int)')).toBe(denied);
    expect(await sqlState(a, 'ALTER SCHEMA b OWNER TO svc_a')).toBe(denied);
    // And the reverse direction.
    expect(await sqlState(b, 'SELECT * FROM a.things')).toBe(denied);
  });

  it('closes the database to roles without a grant', async () => {
    const admin = await connect(SUPERUSER_URL);
    await admin.query(`CREATE ROLE ${probeRole} LOGIN`);
    const url = new URL(urlOf(database));
    url.username = probeRole;
    url.password = '';
    await expect(connect(url.toString())).rejects.toMatchObject({ code: '42501' });
  });
});
