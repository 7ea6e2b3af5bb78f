/**
 * The notification service asks where the staff member a customer's ticket message goes to is
 * mailed: only as caller `notification`, by its own secret; unknown or deactivated members are 10004.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, asCaller, useAccountUnderTest } from './support/account-under-test.ts';

const under = useAccountUnderTest();
const account = accountClient(() => under.service);
const staffAddress = (staffId: string, headers = asCaller('notification')) =>
  account.get(`/internal/staff/${staffId}/address`, headers);

/** A staff member of a role of this file's own, active or not; their id. */
async function addStaff(email: string, isActive: boolean): Promise<string> {
  const { rows } = await account.query(
    `INSERT INTO account.staff_members (email, display_name, password_hash, role_id, is_active)
     VALUES ($1, 'Linh Support', 'not-a-password-hash', 'staff-address-test', $2) RETURNING staff_id`,
    [email, isActive],
  );
  return rows[0].staff_id;
}

beforeAll(async () => {
  await account.query(
    "INSERT INTO account.staff_roles (role_id, name) VALUES ('staff-address-test', 'Staff address test') ON CONFLICT DO NOTHING",
  );
});

describe('GET /internal/staff/:staffId/address', () => {
  it('answers an active staff member’s address and name', async () => {
    const staffId = await addStaff('linh.support@matchwire.io', true);
    const answer = await staffAddress(staffId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ email: 'linh.support@matchwire.io', name: 'Linh Support' });
  });

  it('refuses a deactivated or unknown member, and every caller but the notification service', async () => {
    const gone = await addStaff('gone.support@matchwire.io', false);
    expect((await staffAddress(gone)).json()).toMatchObject({ resultCode: 10004 });
    expect((await staffAddress(randomUUID())).json()).toMatchObject({ resultCode: 10004 });
    const asTicket = await staffAddress(randomUUID(), asCaller('ticket'));
    expect(asTicket.statusCode).toBe(403);
  });
});
