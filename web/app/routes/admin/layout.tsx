import { Outlet, redirect, useOutletContext } from 'react-router';
import type { Route } from './+types/layout';
import { getSignedInStaff } from '~/features/admin/api/staff-session';
import { AdminShell } from '~/features/admin/components/admin-shell';
import type { TSignedInStaff } from '~/features/admin/staff';
import { resolveLang } from '~/i18n/resolve-lang.server';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { ApiError } from '~/lib/api/api-error';

/** Read by the site-wide walks (web/tests/e2e/site-routes.ts): the pages below are visited as staff. */
export const handle = { requiresStaff: true } as const;

/**
 * The back office's pages need a staff session (docs/decisions/0019): the gateway checks the
 * `staff_jwt` cookie on this call; without a live one (11009) the staff member signs in first and
 * comes back. A customer session never counts here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { staff: await getSignedInStaff(createServerApiClient(request)) };
  } catch (error) {
    if (error instanceof ApiError && error.resultCode === 11009) {
      const url = new URL(request.url);
      const params = new URLSearchParams({ redirect: `${url.pathname}${url.search}`, lang: resolveLang(request) });
      throw redirect(`/admin/login?${params.toString()}`);
    }
    throw error;
  }
}

/** The pages under /admin read the signed-in staff member from here. */
export function useStaff(): TSignedInStaff {
  return useOutletContext<TSignedInStaff>();
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet context={loaderData.staff} />
    </AdminShell>
  );
}
