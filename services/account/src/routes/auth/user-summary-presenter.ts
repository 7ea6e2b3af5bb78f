import type { TUserSummary } from '@matchwire/contracts/account/fields';
import type { TUserRow } from '../../db/user-repository.ts';

/** The user as sign-in answers name them. */
export function toUserSummary(user: TUserRow): TUserSummary {
  return { userId: user.userId, email: user.email, name: user.name };
}
