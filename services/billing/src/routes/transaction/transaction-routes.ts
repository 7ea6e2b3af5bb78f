import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { findCustomer } from '../../db/customer-repository.ts';
import { listLinesOfTransactions, listTransactionsOfUser } from '../../db/transaction-repository.ts';
import { getPaymentRecord } from '../../use-cases/get-payment-record.ts';
import { replacePaymentMethod } from '../../use-cases/replace-payment-method.ts';
import { toPaymentRecord, toSavedCard, toTransaction } from './transaction-presenter.ts';

/**
 * Transactions: where a checkout stands (/purchase/processing), the customer's list and the card
 * kept for renewals (/user/payment), and replacing that card.
 */
export function registerTransactionRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.getPaymentRecord, async (request) => {
    const { userId } = requireIdentity(request);
    const { transaction, lines } = await getPaymentRecord(deps, { userId, recordId: request.query.recordId });
    return toPaymentRecord(transaction, lines);
  });

  serve(billingEndpoints.listTransactions, async (request) => {
    const { userId } = requireIdentity(request);
    const rows = await listTransactionsOfUser(deps.db, userId);
    const lines = await listLinesOfTransactions(
      deps.db,
      rows.map((row) => row.transactionId),
    );
    return { transactions: rows.map((row) => toTransaction(row, lines)) };
  });

  serve(billingEndpoints.getPaymentMethod, async (request) => {
    const { userId } = requireIdentity(request);
    const customer = await findCustomer(deps.db, userId);
    return { card: customer?.paymentMethodRef ? toSavedCard(customer) : null };
  });

  serve(billingEndpoints.replacePaymentMethod, async (request) => {
    const { userId, email } = requireIdentity(request);
    return replacePaymentMethod(deps, { userId, email });
  });
}
