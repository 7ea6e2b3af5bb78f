import type { TGatewayConfig } from '../config.ts';
import type { TServiceName } from '../plugins/identity-assertion.ts';

/**
 * Which service answers which `/api` prefix: the one table to edit when a service is added.
 * The most specific prefix wins (`/api/setting/getSystemConfig` before `/api/setting`).
 * Paths reach the service unchanged, with an identity assertion for that service (its name).
 */
export function serviceRoutes(config: TGatewayConfig): { prefix: string; upstream: string; service: TServiceName }[] {
  return [
    { prefix: '/api/product', upstream: config.CATALOGUE_URL, service: 'catalogue' },
    { prefix: '/api/setting/getSystemConfig', upstream: config.CATALOGUE_URL, service: 'catalogue' },
    { prefix: '/api/setting', upstream: config.ACCOUNT_URL, service: 'account' },
    { prefix: '/api/auth', upstream: config.ACCOUNT_URL, service: 'account' },
    { prefix: '/api/user', upstream: config.ACCOUNT_URL, service: 'account' },
    { prefix: '/api/link', upstream: config.CATALOGUE_URL, service: 'catalogue' },
    { prefix: '/api/subscribe/homeBanner', upstream: config.CATALOGUE_URL, service: 'catalogue' },
    { prefix: '/api/doc', upstream: config.DOCS_URL, service: 'docs' },
    { prefix: '/api/faq', upstream: config.DOCS_URL, service: 'docs' },
    { prefix: '/api/blog', upstream: config.DOCS_URL, service: 'docs' },
    // Answers 404 unless the notification service runs with DEV_MAILBOX=true (embedded mode, tests).
    { prefix: '/api/dev/mailbox', upstream: config.NOTIFICATION_URL, service: 'notification' },
  ];
}
