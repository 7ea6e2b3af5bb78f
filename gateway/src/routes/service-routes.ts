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
    { prefix: '/api/setting', upstream: config.ACCOUNT_URL },
    { prefix: '/api/auth', upstream: config.ACCOUNT_URL },
    { prefix: '/api/user', upstream: config.ACCOUNT_URL },
    { prefix: '/api/link', upstream: config.CATALOGUE_URL },
    { prefix: '/api/subscribe/homeBanner', upstream: config.CATALOGUE_URL },
    { prefix: '/api/doc', upstream: config.DOCS_URL },
    { prefix: '/api/faq', upstream: config.DOCS_URL },
    { prefix: '/api/blog', upstream: config.DOCS_URL },
    // Answers 404 unless the notification service runs with DEV_MAILBOX=true (embedded mode, tests).
    { prefix: '/api/dev/mailbox', upstream: config.NOTIFICATION_URL },
  ];
}
