import { accountInternalEndpoints } from '@matchwire/contracts/account/internal-endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import { fetchInternal } from '@matchwire/kit/http/fetch-internal';

/** Which customers are technical-support customers (cooperation status 'in cooperation'): the urgency rule's question. */
export interface SupportCustomers {
  isInCooperation(userId: string): Promise<boolean>;
}

/** Asks the account service, as internal caller `ticket` (docs/decisions/0010); no answer: 10007. */
export function createAccountSupportCustomers(options: {
  accountUrl: string;
  secret: string;
  timeoutMs?: number;
}): SupportCustomers {
  const endpoint = accountInternalEndpoints.getSupportStatus;
  return {
    async isInCooperation(userId) {
      const path = endpoint.path.replace(':userId', encodeURIComponent(userId));
      const caller = { name: 'ticket', secret: options.secret, timeoutMs: options.timeoutMs ?? 3000 } as const;
      const answer = await fetchInternal(new URL(path, options.accountUrl), caller, endpoint.response);
      if (answer.isSuccess) return answer.data.isInCooperation;
      throw new AppError('serviceUnavailable', undefined, {
        cause: new Error(`account answered ${answer.status} (${answer.resultCode}) to the support status`),
      });
    },
  };
}
