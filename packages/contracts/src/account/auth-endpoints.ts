import { ZEmpty } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { publicRoute, signedInRoute } from './route-kinds.ts';
import {
  ZActivated,
  ZEmailChangeBody,
  ZEmailChangeRequested,
  ZEmailVerified,
  ZLinkTokenBody,
  ZLoggedIn,
  ZLoginBody,
  ZRegisterBody,
  ZRegistered,
  ZResendActivationBody,
  ZResendAvailableAt,
  ZSignedInUser,
} from './auth.ts';

/** Sign-up, activation, sign-in and sessions, e-mail change (`/api/auth/*`). */
export const accountAuthEndpoints = {
  register: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Signs a visitor up (not yet activated) and mails the activation link; 30 per source an hour.',
    request: { body: ZRegisterBody },
    response: ZRegistered,
  }),
  resendActivation: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/resendActivation',
    summary:
      'Mails a fresh activation link: 2 minutes between mails (10006 names the seconds), 10 per source in 15 minutes.',
    request: { body: ZResendActivationBody },
    response: ZResendAvailableAt,
  }),
  activate: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/activate',
    summary:
      'Activate a new account with the token from its e-mail; signs the user in (cookies). A bad or used token: 11017.',
    request: { body: ZLinkTokenBody },
    response: ZActivated,
  }),
  login: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with e-mail and password; sets the `jwt` and `token` cookies. Throttled: 10006 and Retry-After.',
    request: { body: ZLoginBody },
    response: ZLoggedIn,
  }),
  userCheckLogin: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/auth/userCheckLogin',
    summary: 'Who is signed in.',
    response: ZSignedInUser,
  }),
  logout: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revokes the session of the `token` cookie and clears both cookies; always succeeds.',
    response: ZEmpty,
  }),
  emailChange: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/auth/emailChange',
    summary: 'Asks the new address to confirm an e-mail change (the password proves the owner).',
    request: { body: ZEmailChangeBody },
    response: ZEmailChangeRequested,
  }),
  newEmailVerify: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/auth/newEmailVerify',
    summary: 'Confirms an e-mail change from the mailed link; ends the old sessions and signs the user in again.',
    request: { body: ZLinkTokenBody },
    response: ZEmailVerified,
  }),
};
