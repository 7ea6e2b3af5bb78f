import { ZSuccess } from '@matchwire/contracts';
import { accountStaffAddressEndpoints } from '@matchwire/contracts/account/staff-address-endpoints';
import { resultCodes } from '@matchwire/kit/errors/result-codes';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { StaffAddressSource } from '../use-cases/record-ticket-mail.ts';

const getStaffAddress = accountStaffAddressEndpoints.getStaffAddress;
/** The account service's answer, as that endpoint's definition in packages/contracts says. */
const ZStaffAddressAnswer = ZSuccess(getStaffAddress.response);
/** The account service's answer for a member it does not know or has deactivated. */
const unknownStaff = resultCodes.objectNotFound.code;

/**
 * Asks `GET {accountUrl}/internal/staff/:staffId/address` as caller `notification`. A member the
 * account service does not know (or has deactivated) is no one to mail; anything else that fails
 * (account down, refused credentials) throws, so the event is delivered again and the mail waits.
 */
export function accountStaffAddresses(options: {
  accountUrl: string;
  secret: string;
  timeoutMs?: number;
}): StaffAddressSource {
  return {
    async addressOf(staffId) {
      const path = getStaffAddress.path.replace(':staffId', encodeURIComponent(staffId));
      const response = await fetch(new URL(path, options.accountUrl), {
        headers: internalCallerHeaders('notification', options.secret),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const body: unknown = await response.json().catch(() => undefined);
      // 10004 is the member being unknown; a 404 without it (a route missing) is retried like an outage.
      if (response.status === 404 && (body as { resultCode?: number } | undefined)?.resultCode === unknownStaff) {
        return undefined;
      }
      if (!response.ok) throw new Error(`account service answered ${response.status} for a staff address`);
      return { email: ZStaffAddressAnswer.parse(body).data.email };
    },
  };
}
