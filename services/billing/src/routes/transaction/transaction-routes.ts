import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { listTransactionsOfUser } from '../../db/transaction-repository.ts';
import { getPaymentRecord } from '../../use-cases/get-payment-record.ts';
import { toPaymentRecord, toTransaction } from './transaction-presenter.ts';

/** Transactions: where a checkout stands (/purchase/processing) and the customer's list (/user/payment). */
export function registerTransactionRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.getPaymentRecord, async (request) => {
    const { userId } = requireIdentity(request);
    const { transaction, lines } = await getPaymentRecord(deps, { userId, recordId: request.query.recordId });
    return toPaymentRecord(transaction, lines);
  });

  serve(billingEndpoints.listTransactions, async (request) => {
    const { userId } = requireIdentity(request);
    const rows = await listTransactionsOfUser(deps.db, userId);
    return { transactions: rows.map(toTransaction) };
  });
}
