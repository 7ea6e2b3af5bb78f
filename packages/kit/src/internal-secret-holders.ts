import { endpoints as allEndpoints, type TEndpoint } from '@matchwire/contracts';
import { internalCallers, type TInternalCaller } from './internal-callers.ts';

/**
 * The internal callers whose secrets a workload holds (docs/decisions/0010): its own, when it is a
 * caller of `/internal/*` routes, and those of the callers its own internal routes accept, as their
 * definitions in packages/contracts name them. The deployment (k8s, compose) and the local stack
 * mount exactly these; deploy/test/internal-secrets.test.ts checks the result against its own table.
 */
export function internalSecretsHeldBy(
  workload: string,
  endpoints: readonly TEndpoint[] = allEndpoints,
): TInternalCaller[] {
  const accepted = new Set<string>(
    endpoints.flatMap((endpoint) =>
      endpoint.service === workload && endpoint.access.kind === 'internal' ? endpoint.access.callers : [],
    ),
  );
  return internalCallers.filter((caller) => caller === workload || accepted.has(caller));
}
