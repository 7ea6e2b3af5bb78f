/**
 * The workloads that may call services' `/internal/*` routes, each with a secret of its own
 * (docs/decisions/0010-per-caller-service-credentials.md). `backoffice` is the staff back office;
 * `data-api` serves customers' API calls with their API keys; `billing` reads plans and prices; `ticket`
 * asks whether a customer is in cooperation; `animation` asks billing what a customer may show
 * and the data API about its live matches.
 */
export const internalCallerNames = [
  'gateway',
  'catalogue',
  'notification',
  'backoffice',
  'data-api',
  'billing',
  'ticket',
  'animation',
] as const;
export type TInternalCaller = (typeof internalCallerNames)[number];
