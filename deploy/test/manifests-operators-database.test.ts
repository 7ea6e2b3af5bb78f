// The connection the cloudnative-pg component gives a service (role and search_path in DATABASE_URL,
// the password only in PGPASSWORD from the role's Secret), tried on the real PostgreSQL of the test
// stack through the kit's own pool: it logs in as the service's role, in its own schema set by the
// URL. The test stack trusts loopback logins, so that the password is PGPASSWORD's is checked on
// node-postgres' own connection parameters.
import { createDatabase } from '@matchwire/kit/db/database';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/support/env.ts';
import { ensureKustomize, find, operatorsOverlay, renderOverlay } from './manifests.ts';

let componentUrl: URL;
const stackUrl = new URL(testEnv.catalogueDatabaseUrl);
const savedPassword = process.env.PGPASSWORD;

beforeAll(() => {
  const rendered = renderOverlay(ensureKustomize(), operatorsOverlay);
  const env = find(rendered, 'Deployment', 'catalogue')!.spec.template.spec.containers[0].env as {
    name: string;
    value?: string;
  }[];
  componentUrl = new URL(env.find((entry) => entry.name === 'DATABASE_URL')!.value!);
  // The same URL, on the test stack's server and database instead of matchwire-db-rw/matchwire.
  componentUrl.host = stackUrl.host;
  componentUrl.pathname = stackUrl.pathname;
}, 10 * 60_000);

afterEach(() => {
  if (savedPassword === undefined) delete process.env.PGPASSWORD;
  else process.env.PGPASSWORD = savedPassword;
});

async function sessionOf(url: URL) {
  const db = createDatabase(url.toString(), {}, { max: 1 });
  try {
    const { rows } = await db.$client.query<{ user: string; schema: string; source: string }>(
      `select current_user as user, current_schema() as schema,
              (select source from pg_settings where name = 'search_path') as source`,
    );
    return rows[0]!;
  } finally {
    await db.$client.end();
  }
}

describe('DATABASE_URL of the cloudnative-pg component', () => {
  it('carries no password, only the role, and reaches the service schema with PGPASSWORD', async () => {
    expect(componentUrl.password).toBe('');
    process.env.PGPASSWORD = decodeURIComponent(stackUrl.password);
    // search_path from the URL's startup options (source "client"), not only the role's default.
    expect(await sessionOf(componentUrl)).toEqual({ user: 'svc_catalogue', schema: 'catalogue', source: 'client' });
  });

  it('gives node-postgres the password of PGPASSWORD, the Secret’s key', () => {
    process.env.PGPASSWORD = 'the-role-secret-password';
    const client = new pg.Client({ connectionString: componentUrl.toString() });
    expect([client.user, client.password]).toEqual(['svc_catalogue', 'the-role-secret-password']);
  });
});
