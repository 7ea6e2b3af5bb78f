import { accountAuthEndpoints } from './auth-endpoints.ts';
import { accountInternalEndpoints } from './internal-endpoints.ts';
import { accountSettingEndpoints } from './setting-endpoints.ts';
import { accountStaffAddressEndpoints } from './staff-address-endpoints.ts';
import { accountStaffEndpoints } from './staff-endpoints.ts';
import { accountUserEndpoints } from './user-endpoints.ts';

/** The account service's endpoints (docs/contracts/accounts.md), one file per area. */
export const accountEndpoints = {
  ...accountAuthEndpoints,
  ...accountSettingEndpoints,
  ...accountUserEndpoints,
  ...accountInternalEndpoints,
  ...accountStaffEndpoints,
  ...accountStaffAddressEndpoints,
};
