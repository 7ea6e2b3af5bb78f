import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TBillingDeps } from '../../billing-deps.ts';
import { listRefundsOf } from '../../db/refund-repository.ts';
import { findCustomer } from '../../db/customer-repository.ts';
import { listTransactionLines } from '../../db/transaction-repository.ts';
import { refundTransaction } from '../../use-cases/refund-transaction.ts';
import { searchTransactions } from '../../use-cases/search-transactions.ts';
import { toRefund, toStaffTransaction } from './staff-transaction-presenter.ts';

/** The back office's transactions: search and refund (caller `backoffice`; each call audited in staff_actions). */
export function registerStaffTransactionRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.searchTransactionsByStaff, async (request) => {
    const { from, to, ...search } = request.body;
    const found = await searchTransactions(deps, {
      ...search,
      from: from === undefined ? undefined : new Date(from),
      to: to === undefined ? undefined : new Date(to),
    });
    return {
      total: found.total,
      offset: search.offset,
      limit: search.limit,
      transactions: found.transactions.map(toStaffTransaction),
    };
  });

  serve(billingEndpoints.refundTransactionByStaff, async (request) => {
    const { staffId, transactionId, reasonType, desc, refundAmount } = request.body;
    const { refund, transaction } = await refundTransaction(deps, {
      transactionId,
      staffId,
      reasonType,
      description: desc,
      amount: refundAmount,
    });
    const customer = await findCustomer(deps.db, transaction.userId);
    const refunds = await listRefundsOf(deps.db, [transaction.transactionId]);
    const lines = await listTransactionLines(deps.db, transaction.transactionId);
    return {
      refund: toRefund(refund, transaction.currency),
      transaction: toStaffTransaction({ ...transaction, email: customer?.email ?? null, refunds, lines }),
    };
  });
}
