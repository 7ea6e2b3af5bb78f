import { ZEmpty } from '../envelope.ts';
import { defineEndpoint } from '../endpoint.ts';
import { publicRoute, signedInRoute } from './route-kinds.ts';
import {
  ZResendPasswordEmailBody,
  ZResetPasswordBody,
  ZUpdatedUserInfo,
  ZUpdateUserInfoBody,
  ZUserInfo,
  ZUserInfoQuery,
} from './setting.ts';

/** The account panel and password reset (`/api/setting/*`; `getSystemConfig` is the catalogue's). */
export const accountSettingEndpoints = {
  getUserInfo: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/setting/getUserInfo',
    summary: 'The signed-in user’s profile, masked API key, dates and customer status (`userId` is ignored).',
    request: { query: ZUserInfoQuery },
    response: ZUserInfo,
  }),
  updateUserInfo: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/setting/updateUserInfo',
    summary: 'Renames the signed-in user (1–50 characters).',
    request: { body: ZUpdateUserInfoBody },
    response: ZUpdatedUserInfo,
  }),
  resendPasswordEmail: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/setting/resendPasswordEmail',
    summary: 'Mails a password reset link (1 hour); 2 minutes between mails, 10 per source in 15 minutes.',
    request: { body: ZResendPasswordEmailBody },
    response: ZEmpty,
  }),
  resetPassword: defineEndpoint({
    ...publicRoute,
    method: 'POST',
    path: '/api/setting/resetPassword',
    summary: 'Sets a new password from a reset link (`token` + `code`, single use); ends every session of the user.',
    request: { body: ZResetPasswordBody },
    response: ZEmpty,
  }),
};
