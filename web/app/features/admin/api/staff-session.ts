import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteInput } from '~/lib/api/api-request';

type TStaffLoginInput = TRouteInput<'POST /api/admin/auth/login'>['body'];

/** POST /api/admin/auth/login: sets the `staff_jwt` cookie; answers the staff member. The form shows its own refusals. */
export function signInStaff(api: TApiClient, input: TStaffLoginInput) {
  return api.call('POST /api/admin/auth/login', { body: input }, { isQuiet: true });
}

/** POST /api/admin/auth/logout: ends the staff session and clears its cookie. */
export function signOutStaff(api: TApiClient) {
  return api.call('POST /api/admin/auth/logout', {});
}

/** GET /api/admin/auth/me: the signed-in staff member and their permissions (11009 without a staff session). */
export function getSignedInStaff(api: TApiClient) {
  return api.call('GET /api/admin/auth/me', {});
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: (input: TStaffLoginInput) => signInStaff(apiClient, input) });
}

export function useStaffSignOut() {
  return useMutation({ mutationFn: () => signOutStaff(apiClient) });
}
