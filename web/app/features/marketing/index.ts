/**
 * What other features and the root route may use from marketing. Only light, browser-safe
 * modules: no API module with zod, no *.server module and no CSS, so importing this stays cheap.
 */
export type { TPartnerLink } from './api/partner-links';
export { reportLinkClick } from './api/report-link-click';
