import type { TGatewayConfig } from '../config.ts';

/**
 * Which service answers which `/api` prefix: the one table to edit when a service is added.
 * The most specific prefix wins (`/api/setting/getSystemConfig` before `/api/setting`).
 * Paths reach the service unchanged.
 */
export function serviceRoutes(config: TGatewayConfig): { prefix: string; upstream: string }[] {
  return [
    { prefix: '/api/product', upstream: config.CATALOGUE_URL },
    { prefix: '/api/setting/getSystemConfig', upstream: config.CATALOGUE_URL },
  ];
}
