/**
 * The workloads that may call services' `/internal/*` routes, each with a secret of its own
 * (docs/decisions/0010-per-caller-service-credentials.md). `backoffice` is the staff back office;
 * `data-api` serves customers' API calls with their API keys; `billing` reads plans and prices; `ticket`
 * asks whether a customer is in cooperation.
 */
export const internalCallerNames = [
  'gateway',
  'catalogue',
  'notification',
  'backoffice',
  'data-api',
  'billing',
  'ticket',
] as const;
export type TInternalCaller = (typeof internalCallerNames)[number];
