import { defineEndpoint } from '../endpoint.ts';
import { signedInRoute } from './route-kinds.ts';
import { ZApiKeySummary, ZIpWhitelist, ZIpWhitelistEntryBody, ZRegeneratedApiKey, ZRevealedApiKey } from './user.ts';

/** The console's API key card and its IP whitelist (`/api/user/*`). */
export const accountUserEndpoints = {
  getApiKey: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/user/apiKey',
    summary: 'The signed-in user’s API key, masked; 10004 before activation.',
    response: ZApiKeySummary,
  }),
  revealApiKey: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/user/apiKey/reveal',
    summary: 'The full API key (never stored by caches).',
    response: ZRevealedApiKey,
  }),
  regenerateApiKey: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/user/apiKey/regenerate',
    summary: 'Replaces the API key (the old one stops working at once; the IP whitelist stays).',
    response: ZRegeneratedApiKey,
  }),
  listIpWhitelist: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/user/ipWhitelist',
    summary: 'The addresses the API key may be used from (empty: anywhere).',
    response: ZIpWhitelist,
  }),
  addIpWhitelistEntry: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/user/ipWhitelist/add',
    summary: 'Adds an IPv4/IPv6 address or CIDR range, normalised (10.0.0.5/24 becomes 10.0.0.0/24); at most 20.',
    request: { body: ZIpWhitelistEntryBody },
    response: ZIpWhitelist,
  }),
  removeIpWhitelistEntry: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/user/ipWhitelist/remove',
    summary: 'Removes an entry, in any equivalent spelling; 10004 when absent.',
    request: { body: ZIpWhitelistEntryBody },
    response: ZIpWhitelist,
  }),
};
