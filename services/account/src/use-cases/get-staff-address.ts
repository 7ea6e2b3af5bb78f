import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findActiveStaffAddress } from '../db/staff-repository.ts';

/** For the notification service: where an active staff member is mailed; 10004 when unknown or deactivated. */
export async function getStaffAddress(deps: TAccountDeps, staffId: string): Promise<{ email: string; name: string }> {
  const address = await findActiveStaffAddress(deps.db, staffId);
  if (!address) throw new AppError('objectNotFound', 'Staff member not found');
  return address;
}
