/**
 * The one rule for a service's share of the database (docs/architecture.md, "Database"): schema
 * `<name>`, role `svc_<name>`, development password `<name>_dev`, with `-` as `_` so that a name
 * like `data-api` is a plain SQL identifier (`data_api`, `svc_data_api`). Provisioning, the
 * generated init script and the development URLs of compose and the dev cluster all use it.
 */
export function databaseNames(service: string): { schema: string; role: string; devPassword: string } {
  const schema = service.replaceAll('-', '_');
  return { schema, role: `svc_${schema}`, devPassword: `${schema}_dev` };
}

/** A service's development connection URL, e.g. `postgres://svc_docs:docs_dev@postgres:5432/matchwire`. */
export function devDatabaseUrl(service: string, hostAndPort: string, database = 'matchwire'): string {
  const { role, devPassword } = databaseNames(service);
  return `postgres://${role}:${devPassword}@${hostAndPort}/${database}`;
}
