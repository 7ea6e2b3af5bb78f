/**
 * The ticket service asks whether a customer is in cooperation (the urgency rule of SPEC.md
 * section 5): only as caller `ticket`, by its own secret; an unknown user is 10004.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountClient, asCaller, useAccountUnderTest } from './support/account-under-test.ts';

const under = useAccountUnderTest();
const account = accountClient(() => under.service);
const supportStatus = (userId: string, headers = asCaller('ticket')) =>
  account.get(`/internal/users/${userId}/support-status`, headers);

describe('GET /internal/users/:userId/support-status', () => {
  it('answers the cooperation status, in cooperation being 1', async () => {
    const { userId } = await account.signUp(`support-${randomUUID().slice(0, 8)}@example.com`);
    expect((await supportStatus(userId)).json().data).toEqual({ cooperationStatus: 0, isInCooperation: false });
    await account.query('update account.users set cooperation_status = 1 where user_id = $1', [userId]);
    expect((await supportStatus(userId)).json().data).toEqual({ cooperationStatus: 1, isInCooperation: true });
  });

  it('refuses an unknown user, and every caller but the ticket service', async () => {
    expect((await supportStatus(randomUUID())).json()).toMatchObject({ resultCode: 10004 });
    const asDataApi = await supportStatus(randomUUID(), asCaller('data-api'));
    expect(asDataApi.statusCode).toBe(403);
  });
});
