/**
 * What other features and the root route may use from the settings (system configuration).
 * Only types: the parsers and fetchers use zod, which routes import directly from api/.
 */
export type { TSystemConfig } from './api/get-system-config';
export type { TMessagingContact } from './utils/messaging-contacts';
