import { ZEmpty } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { internalRoute } from './route-kinds.ts';
import {
  ZAdminAccessToken,
  ZAdminAccessTokenBody,
  ZApiKeyLookupQuery,
  ZApiKeyOwner,
  ZImpersonationGrantParams,
  ZImpersonationUse,
  ZImpersonationUseBody,
  ZMailLink,
  ZMailLinkBody,
  ZMailLinkParams,
  ZSessionCheck,
  ZSessionCheckParams,
  ZSupportStatus,
  ZUserIdParams,
} from './internal.ts';

/** The account service's `/internal/*` routes: never through the gateway, each for the callers it names. */
export const accountInternalEndpoints = {
  lookUpApiKey: defineEndpoint({
    ...internalRoute('data-api'),
    method: 'GET',
    path: '/internal/api-keys/lookup',
    summary: 'Who owns an API key, whether they may use it and from which addresses (customers’ API calls).',
    request: { query: ZApiKeyLookupQuery },
    response: ZApiKeyOwner,
  }),
  issueAdminAccessToken: defineEndpoint({
    ...internalRoute('backoffice'),
    method: 'POST',
    path: '/internal/admin/access-token',
    summary: 'A short-lived token (≤ 15 minutes, kept hashed) for a staff member to act for one user, with a reason.',
    request: { body: ZAdminAccessTokenBody },
    response: ZAdminAccessToken,
  }),
  useImpersonation: defineEndpoint({
    ...internalRoute('gateway'),
    method: 'POST',
    path: '/internal/impersonation/uses',
    summary: 'Checks an impersonation token for one request and records the use (audit); a dead grant: 11009.',
    request: { body: ZImpersonationUseBody },
    response: ZImpersonationUse,
  }),
  revokeImpersonation: defineEndpoint({
    ...internalRoute('backoffice'),
    method: 'POST',
    path: '/internal/impersonation/:grantId/revoke',
    summary: 'Ends an impersonation grant before it expires.',
    request: { params: ZImpersonationGrantParams },
    response: ZEmpty,
  }),
  checkSession: defineEndpoint({
    ...internalRoute('gateway'),
    method: 'GET',
    path: '/internal/sessions/:sessionId',
    summary: 'Whether the session a jwt names is live: unexpired, unrevoked, its user not locked.',
    request: { params: ZSessionCheckParams },
    response: ZSessionCheck,
  }),
  lockUser: defineEndpoint({
    ...internalRoute('backoffice'),
    method: 'POST',
    path: '/internal/users/:userId/lock',
    summary: 'Locks a user and ends every session they have (account.session-revoked.v1).',
    request: { params: ZUserIdParams },
    response: ZEmpty,
  }),
  issueMailLink: defineEndpoint({
    ...internalRoute('notification'),
    method: 'POST',
    path: '/internal/mail-links/:linkId',
    summary:
      'The link to mail for a link id an event named, with a secret made now (asking again replaces it); spent, expired or unknown: 404 / 10004.',
    request: { params: ZMailLinkParams, body: ZMailLinkBody },
    response: ZMailLink,
  }),
  getSupportStatus: defineEndpoint({
    ...internalRoute('ticket'),
    method: 'GET',
    path: '/internal/users/:userId/support-status',
    summary:
      'Whether a customer is in cooperation (a technical-support customer): the ticket urgency rule; unknown: 10004.',
    request: { params: ZUserIdParams },
    response: ZSupportStatus,
  }),
};
