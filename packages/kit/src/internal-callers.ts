import type { TInternalCaller } from '@matchwire/contracts';
import { z } from 'zod';

/**
 * The workloads that call services' `/internal/*` routes, each with a secret of its own, in the
 * variable named here (docs/decisions/0010-per-caller-service-credentials.md). `backoffice` is the
 * staff back office; `data-api` serves customers' API calls with their API keys.
 */
export const internalSecretVariables = {
  gateway: 'INTERNAL_SECRET_GATEWAY',
  catalogue: 'INTERNAL_SECRET_CATALOGUE',
  notification: 'INTERNAL_SECRET_NOTIFICATION',
  backoffice: 'INTERNAL_SECRET_BACKOFFICE',
  'data-api': 'INTERNAL_SECRET_DATA_API',
  billing: 'INTERNAL_SECRET_BILLING',
  ticket: 'INTERNAL_SECRET_TICKET',
  animation: 'INTERNAL_SECRET_ANIMATION',
} as const satisfies Record<TInternalCaller, string>;
export type { TInternalCaller };
export const internalCallers = Object.keys(internalSecretVariables) as TInternalCaller[];

/** A caller names itself in one header and proves it with its own secret in another. */
export const internalCallerHeader = 'x-mw-internal-caller';
export const internalSecretHeader = 'x-mw-internal-secret';

const ZInternalSecret = z.string().min(16, 'must be at least 16 characters');

type TSecretShape<TCaller extends TInternalCaller> = {
  [K in TCaller as (typeof internalSecretVariables)[K]]: typeof ZInternalSecret;
};

/**
 * The config shape of the callers' secrets a process reads: a service lists the callers it
 * accepts, a caller itself. Only those Secrets are mounted into its pod (deploy/k8s).
 */
export function internalSecretsEnv<const TCaller extends TInternalCaller>(callers: readonly TCaller[]) {
  const entries = callers.map((caller) => [internalSecretVariables[caller], ZInternalSecret]);
  return Object.fromEntries(entries) as TSecretShape<TCaller>;
}

/** The headers with which `caller` calls another service's `/internal/*` route; every caller uses this. */
export function internalCallerHeaders(caller: TInternalCaller, secret: string): Record<string, string> {
  return { [internalCallerHeader]: caller, [internalSecretHeader]: secret };
}
