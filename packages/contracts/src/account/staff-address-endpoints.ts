import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { internalRoute } from './route-kinds.ts';

export const ZStaffIdParams = z.object({ staffId: z.string().uuid() });

/** Where a staff member is mailed, and by what name. */
export const ZStaffAddress = z.object({ email: z.string(), name: z.string() });

/** What the notification service reads about staff: the address of the member a customer's ticket message is mailed to. */
export const accountStaffAddressEndpoints = {
  getStaffAddress: defineEndpoint({
    ...internalRoute('notification'),
    method: 'GET',
    path: '/internal/staff/:staffId/address',
    request: { params: ZStaffIdParams },
    response: ZStaffAddress,
    summary: 'An active staff member’s e-mail address and name; unknown or deactivated: 10004.',
  }),
};
