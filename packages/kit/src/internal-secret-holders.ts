import { endpoints as allEndpoints, type TEndpoint } from '@matchwire/contracts';
import type { TInternalSecrets } from './http/internal-auth.ts';
import { internalCallers, internalSecretVariables, type TInternalCaller } from './internal-callers.ts';

/** The callers that `workload`'s own `/internal/*` routes accept, as their definitions in packages/contracts name them. */
function callersAcceptedBy(workload: string, endpoints: readonly TEndpoint[]): Set<TInternalCaller> {
  return new Set(
    endpoints.flatMap((endpoint) =>
      endpoint.service === workload && endpoint.access.kind === 'internal' ? endpoint.access.callers : [],
    ),
  );
}

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
  const accepted = callersAcceptedBy(workload, endpoints);
  return internalCallers.filter((caller) => caller === workload || accepted.has(caller));
}

/** A workload's config as internalSecretsEnv reads it: the secrets of some callers. */
export type TInternalSecretsConfig = Partial<Record<(typeof internalSecretVariables)[TInternalCaller], string>>;

/**
 * The secrets a service checks its `/internal/*` callers against: those of the callers its routes
 * accept, from its config. One the config lacks stays unset, and protectInternalRoutes refuses the
 * route naming its variable.
 */
export function acceptedInternalSecrets(
  workload: string,
  config: TInternalSecretsConfig,
  endpoints: readonly TEndpoint[] = allEndpoints,
): TInternalSecrets {
  const accepted = [...callersAcceptedBy(workload, endpoints)];
  return Object.fromEntries(accepted.map((caller) => [caller, config[internalSecretVariables[caller]]]));
}
