import type { TInternalCaller } from './internal-callers.ts';
import type { TStaffPermission } from './staff-permissions.ts';

/**
 * What every endpoint of a kind shares: its service, who may call it and which budget it spends.
 * `internalRoute`: `/internal/*`, never through the gateway, only for the callers named, by their own secrets;
 * `backOfficeRoute` is the one the back office alone calls.
 * `staffRoute`: the back office's staff, signed in, whose role grants `permission`.
 * `providerRoute`: a payment provider's webhook, believed by the provider's signature alone.
 */
export function routeKinds<const TService extends string>(service: TService) {
  const internalRoute = <const TCallers extends readonly TInternalCaller[]>(...callers: TCallers) =>
    ({ service, access: { kind: 'internal', callers }, rateClass: 'service' }) as const;
  return {
    publicRoute: { service, access: { kind: 'public' }, rateClass: 'visitor' } as const,
    signedInRoute: { service, access: { kind: 'signed-in' }, rateClass: 'visitor' } as const,
    internalRoute,
    backOfficeRoute: internalRoute('backoffice'),
    staffRoute: <const TPermission extends TStaffPermission>(permission: TPermission) =>
      ({ service, access: { kind: 'staff', permission }, rateClass: 'visitor' }) as const,
    providerRoute: <const TProvider extends string>(provider: TProvider) =>
      ({ service, access: { kind: 'provider', provider }, rateClass: 'service' }) as const,
  };
}
