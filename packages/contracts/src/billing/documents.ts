import { z } from 'zod';
import { ZBillingId } from './fields.ts';

/**
 * Which paid transaction's invoice or receipt to download, and in which language (`en`, `vi`);
 * without `lang`, the language of the customer's billing mails.
 */
export const ZTransactionDocumentQuery = z.object({
  transactionId: ZBillingId,
  lang: z.enum(['en', 'vi']).optional(),
});
