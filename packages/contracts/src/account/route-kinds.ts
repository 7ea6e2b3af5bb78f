import type { TInternalCaller } from '../internal-callers.ts';

/** What every account endpoint of a kind shares: its service, who may call it and which budget it spends. */
export const publicRoute = { service: 'account', access: { kind: 'public' }, rateClass: 'visitor' } as const;

export const signedInRoute = { service: 'account', access: { kind: 'signed-in' }, rateClass: 'visitor' } as const;

/** `/internal/*`: never through the gateway, only for the callers named, by their own secrets. */
export function internalRoute(...callers: TInternalCaller[]) {
  return { service: 'account', access: { kind: 'internal', callers }, rateClass: 'service' } as const;
}
