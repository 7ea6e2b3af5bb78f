import { databaseNames } from '@matchwire/devinfra/database-names';
import { databaseServices, type TWorkload } from '@matchwire/kit/workloads';
import { generatedNotice } from './regions.ts';

/**
 * The development database of docker compose and the k8s dev-infra component: one role `svc_<name>`
 * (password `<name>_dev`) and one schema `<name>` per service with a database. The same shape as
 * packages/devinfra/src/provision-database.ts gives local runs and tests.
 */
export function postgresInitSql(workloads: TWorkload[]): string {
  const blocks = databaseServices(workloads).map(({ name }) => {
    const { schema, role, devPassword } = databaseNames(name);
    return `-- ${name}
CREATE ROLE ${role} LOGIN PASSWORD '${devPassword}';
GRANT CONNECT ON DATABASE matchwire TO ${role};
CREATE SCHEMA ${schema} AUTHORIZATION ${role};
ALTER ROLE ${role} IN DATABASE matchwire SET search_path = ${schema};
`;
  });
  return `${generatedNotice('--')}-- Development database for Matchwire (docker compose and the k8s dev-infra component).
-- Run once by the postgres image on an empty data directory, as the superuser, via psql.
-- Passwords are the dev defaults from docs/architecture.md (\`<name>_dev\`), for local use only.

CREATE DATABASE matchwire;
\\connect matchwire

-- Nothing may use public: each service lives only in its own schema.
REVOKE ALL ON DATABASE matchwire FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

${blocks.join('\n')}`;
}
