import { defineEndpoint } from '../endpoint.ts';
import { ZActivated, ZLinkTokenBody } from './auth.ts';

/** The account service's endpoints (docs/contracts/accounts.md). */
export const accountEndpoints = {
  activate: defineEndpoint({
    service: 'account',
    method: 'POST',
    path: '/api/auth/activate',
    summary:
      'Activate a new account with the token from its e-mail; signs the user in (cookies). A bad or used token: 11017.',
    access: { kind: 'public' },
    rateClass: 'visitor',
    request: { body: ZLinkTokenBody },
    response: ZActivated,
  }),
};
