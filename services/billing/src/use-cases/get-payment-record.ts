import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import {
  listTransactionLines,
  transactionRows,
  type TTransactionLineRow,
  type TTransactionRow,
} from '../db/transaction-repository.ts';

/** A checkout as /purchase/processing follows it: the caller's own only (13012 otherwise). */
export async function getPaymentRecord(
  deps: TBillingDeps,
  input: { userId: string; recordId: string },
): Promise<{ transaction: TTransactionRow; lines: TTransactionLineRow[] }> {
  const transaction = await transactionRows.find(deps.db, input.recordId);
  if (!transaction || transaction.userId !== input.userId) throw new AppError('transactionNotFound');
  return { transaction, lines: await listTransactionLines(deps.db, transaction.transactionId) };
}
