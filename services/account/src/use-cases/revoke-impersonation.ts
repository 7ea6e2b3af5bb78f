import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { revokeImpersonationGrant } from '../db/impersonation-repository.ts';

/** Ends an impersonation grant before it expires; its token is refused from the next request on. */
export async function revokeImpersonation(deps: TAccountDeps, grantId: string): Promise<void> {
  if (!(await revokeImpersonationGrant(deps.db, grantId))) throw new AppError('objectNotFound', 'Grant not found');
}
