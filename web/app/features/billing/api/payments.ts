import { useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData } from '~/lib/api/api-request';
import { routeQuery } from '~/lib/query/route-query';
import { paymentQuery } from './payment-query-options';

export type TPaymentRecord = TRouteData<'GET /api/transaction/record'>;
export type TTransaction = TRouteData<'GET /api/transaction/list'>['transactions'][number];

/** GET /api/transaction/record: where a checkout stands, as the provider's webhook left it. */
export const paymentRecordQuery = paymentQuery(
  'GET /api/transaction/record',
  'payment-record',
  ({ query }) => query.recordId,
);

/** Follows a record: `interval` says how long to wait before asking again (false: stop). */
export function usePaymentRecord(recordId: string, interval: (record: TPaymentRecord | undefined) => number | false) {
  return useQuery({
    ...paymentRecordQuery.options(apiClient, { query: { recordId } }),
    refetchInterval: (query) => interval(query.state.data),
    refetchIntervalInBackground: false,
  });
}

/** GET /api/transaction/paymentMethod: the card kept for renewals, or null. */
export const paymentMethodQuery = routeQuery('GET /api/transaction/paymentMethod', [
  'user',
  'billing',
  'payment-method',
]);

/** GET /api/transaction/list: newest first. */
export const transactionsQuery = routeQuery('GET /api/transaction/list', ['user', 'billing', 'transactions']);

/**
 * GET /api/transaction/invoice or /receipt: the PDF of a paid transaction, saved through a
 * temporary link (the call is signed, so a plain link to the API cannot fetch it). Failures are
 * shown by the API client's toast.
 */
export async function saveTransactionDocument(kind: 'invoice' | 'receipt', transactionId: string, lang: TLang) {
  const route = kind === 'invoice' ? 'GET /api/transaction/invoice' : 'GET /api/transaction/receipt';
  const { blob, fileName } = await apiClient.download(route, { query: { transactionId, lang } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
