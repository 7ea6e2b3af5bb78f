import { devDatabaseUrl } from '@matchwire/devinfra/database-names';
import { internalSecretVariables } from '@matchwire/kit/internal-callers';
import { internalSecretsHeldBy } from '@matchwire/kit/internal-secret-holders';
import { upstreamsOf, upstreamVariable, type TWorkload } from '@matchwire/kit/workloads';
import { replaceRegion } from './regions.ts';

/** The shared environment of each kind (anchors in docker-compose.yml). */
const kindEnvironment = { gateway: 'bus-env', web: 'common-env', service: 'service-env' } as const;
const storeContainers = ['postgres', 'redis', 'kafka'] as const;

/**
 * A workload's compose service. What it shares with others comes from the list (and the internal
 * callers' secrets it holds from packages/contracts, required from .env); what is its own
 * comes from the hand-written anchors of docker-compose.yml, merged when present:
 * `&<name>-service` (service keys: ports, healthcheck), `&<name>-env` (environment, winning over the
 * kind's), `&<name>-deps` (more containers to wait for).
 */
function composeService(workload: TWorkload, workloads: TWorkload[], anchors: Set<string>): string {
  const merged = (own: string, shared?: string) => {
    const refs = [own, shared].filter(
      (anchor): anchor is string => !!anchor && (anchor === shared || anchors.has(anchor)),
    );
    return refs.length === 1 ? `*${refs[0]}` : `[${refs.map((anchor) => `*${anchor}`).join(', ')}]`;
  };
  const env = [`<<: ${merged(`${workload.name}-env`, kindEnvironment[workload.kind])}`];
  if (workload.stores.includes('postgres')) env.push(`DATABASE_URL: ${devDatabaseUrl(workload.name, 'postgres:5432')}`);
  for (const caller of internalSecretsHeldBy(workload.name)) {
    const variable = internalSecretVariables[caller];
    env.push(`${variable}: \${${variable}:?set ${variable} in .env (see .env.example)}`);
  }
  for (const upstream of upstreamsOf(workloads, workload.name))
    env.push(`${upstreamVariable(upstream.name)}: http://${upstream.name}:${upstream.port}`);
  const waitsFor = [
    ...storeContainers.filter((store) => workload.stores.includes(store)),
    ...(workload.kind === 'gateway' ? upstreamsOf(workloads, workload.name).map((upstream) => upstream.name) : []),
  ];
  const dependsOn = [
    ...(anchors.has(`${workload.name}-deps`) ? [`<<: *${workload.name}-deps`] : []),
    ...waitsFor.map((name) => `${name}:\n        condition: service_healthy`),
  ];
  return `  ${workload.name}:
    <<: ${merged(`${workload.name}-service`, 'workload')}
    build:
      context: .
      args: { SERVICE: ${workload.name}, PORT: '${workload.port}' }
    environment:
${env.map((line) => `      ${line}`).join('\n')}
${dependsOn.length ? `    depends_on:\n${dependsOn.map((line) => `      ${line}`).join('\n')}\n` : ''}`;
}

/** docker-compose.yml with its workloads region regenerated from the list. */
export function composeFile(current: string, workloads: TWorkload[]): string {
  const anchors = new Set([...current.matchAll(/&([a-z][a-z0-9-]*)/g)].map((match) => match[1]!));
  const services = workloads.map((workload) => composeService(workload, workloads, anchors));
  return replaceRegion(current, 'workloads', services.join('\n'));
}
