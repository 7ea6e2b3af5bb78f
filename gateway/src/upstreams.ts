import { readWorkloads, upstreamsOf, upstreamVariable, type TWorkload } from '@matchwire/kit/workloads';
import { z } from 'zod';
import type { TServiceName } from './routes/api-endpoints.ts';

/** `CATALOGUE_URL`, `DATA_API_URL`, …: one variable per workload the gateway calls. */
export type TUpstreamVariable = `${string}_URL`;

/** What the gateway forwards to: the web server, or a service that serves `/api` endpoints. */
export type TUpstream = TServiceName | 'web';

/**
 * The workloads the gateway calls, from the one list (deploy/workloads.json: those naming `gateway`
 * among their callers, which is also what the prod NetworkPolicies let it reach).
 */
export const gatewayUpstreams: TWorkload[] = upstreamsOf(readWorkloads(), 'gateway');

/**
 * One `<NAME>_URL` per upstream (`catalogue` → `CATALOGUE_URL`, `data-api` → `DATA_API_URL`),
 * validated like the rest of the configuration. The development default is the workload's port
 * on this machine, as `npm start` and `npm run stack` run it.
 */
export function upstreamEnv(
  workloads: readonly TWorkload[] = gatewayUpstreams,
): Record<TUpstreamVariable, z.ZodDefault<z.ZodURL>> {
  return Object.fromEntries(
    workloads.map((workload) => [
      upstreamVariable(workload.name),
      z.url().default(`http://127.0.0.1:${workload.port}`),
    ]),
  );
}

/** Where `upstream` answers; fails for a workload that deploy/workloads.json does not let the gateway call. */
export function upstreamOf(config: Partial<Record<TUpstreamVariable, string>>, upstream: TUpstream): string {
  const url = config[upstreamVariable(upstream) as TUpstreamVariable];
  if (!url) throw new Error(`deploy/workloads.json does not list gateway among ${upstream}'s callers`);
  return url;
}
