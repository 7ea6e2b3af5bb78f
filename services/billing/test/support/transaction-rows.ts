import type { TBillingTestFile } from './billing-test-file.ts';

/** The stored transaction's `columns` (a select list over billing.transactions). */
export async function transactionColumns(file: TBillingTestFile, transactionId: string, columns: string) {
  const { rows } = await file.query(`select ${columns} from billing.transactions where transaction_id = $1`, [
    transactionId,
  ]);
  return rows[0]!;
}
