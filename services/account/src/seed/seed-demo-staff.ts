import { staffPermissions } from '@matchwire/contracts';
import type { TAccountDb } from '../db/account-db.ts';
import { findStaffByEmail, insertStaffIfAbsent } from '../db/staff-repository.ts';
import { hashPassword } from '../security/password-hashing.ts';

/** The demo staff member of `npm start` and the tests: a support agent holding every ticket permission. */
export const demoStaff = {
  email: 'support@matchwire.io',
  name: 'Support',
  role: { roleId: 'support', name: 'Support', permissions: [...staffPermissions], isSuper: false },
} as const;

/**
 * Creates the support role and the demo staff member where absent, with `password` (DEMO_STAFF_PASSWORD);
 * never overwrites what an operator changed.
 */
export async function seedDemoStaff(db: TAccountDb, password: string): Promise<void> {
  if (await findStaffByEmail(db, demoStaff.email)) return;
  const { role } = demoStaff;
  await insertStaffIfAbsent(
    db,
    { ...role, permissions: [...role.permissions] },
    {
      email: demoStaff.email,
      displayName: demoStaff.name,
      passwordHash: await hashPassword(password),
      roleId: role.roleId,
    },
  );
}
