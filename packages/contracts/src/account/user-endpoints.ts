import { defineEndpoint } from '../endpoint.ts';
import { ZApiKeySummary, ZIpWhitelist, ZIpWhitelistEntryBody, ZRegeneratedApiKey, ZRevealedApiKey } from './user.ts';

/** The console's API key card and its IP whitelist (`/api/user/*`). */
export const accountUserEndpoints = {
  getApiKey: defineEndpoint({
    service: 'account',
    method: 'GET',
    path: '/api/user/apiKey',
    summary: 'The signed-in user’s API key, masked; 10004 before activation.',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    response: ZApiKeySummary,
  }),
  revealApiKey: defineEndpoint({
    service: 'account',
    method: 'POST',
    path: '/api/user/apiKey/reveal',
    summary: 'The full API key (never stored by caches).',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    response: ZRevealedApiKey,
  }),
  regenerateApiKey: defineEndpoint({
    service: 'account',
    method: 'POST',
    path: '/api/user/apiKey/regenerate',
    summary: 'Replaces the API key (the old one stops working at once; the IP whitelist stays).',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    response: ZRegeneratedApiKey,
  }),
  listIpWhitelist: defineEndpoint({
    service: 'account',
    method: 'GET',
    path: '/api/user/ipWhitelist',
    summary: 'The addresses the API key may be used from (empty: anywhere).',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    response: ZIpWhitelist,
  }),
  addIpWhitelistEntry: defineEndpoint({
    service: 'account',
    method: 'POST',
    path: '/api/user/ipWhitelist/add',
    summary: 'Adds an IPv4/IPv6 address or CIDR range, normalised (10.0.0.5/24 becomes 10.0.0.0/24); at most 20.',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    request: { body: ZIpWhitelistEntryBody },
    response: ZIpWhitelist,
  }),
  removeIpWhitelistEntry: defineEndpoint({
    service: 'account',
    method: 'POST',
    path: '/api/user/ipWhitelist/remove',
    summary: 'Removes an entry, in any equivalent spelling; 10004 when absent.',
    access: { kind: 'signed-in' },
    rateClass: 'visitor',
    request: { body: ZIpWhitelistEntryBody },
    response: ZIpWhitelist,
  }),
};
