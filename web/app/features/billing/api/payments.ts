import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { paymentQueryOptions } from './payment-query-options';

export type TPaymentRecord = TRouteData<'GET /api/transaction/record'>;
export type TTransaction = TRouteData<'GET /api/transaction/list'>['transactions'][number];

/** GET /api/transaction/record: where a checkout stands, as the provider's webhook left it. */
export function getPaymentRecord(api: TApiClient, recordId: string) {
  return api.call('GET /api/transaction/record', { query: { recordId } }, { isQuiet: true });
}

export function getPaymentRecordQueryOptions(recordId: string, api: TApiClient = apiClient) {
  return paymentQueryOptions('payment-record', recordId, () => getPaymentRecord(api, recordId));
}

/** Follows a record: `interval` says how long to wait before asking again (false: stop). */
export function usePaymentRecord(recordId: string, interval: (record: TPaymentRecord | undefined) => number | false) {
  return useQuery({
    ...getPaymentRecordQueryOptions(recordId),
    refetchInterval: (query) => interval(query.state.data),
    refetchIntervalInBackground: false,
  });
}

export const PAYMENT_METHOD_KEY = ['user', 'billing', 'payment-method'] as const;

/** GET /api/transaction/paymentMethod: the card kept for renewals, or null. */
export function getPaymentMethodQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: PAYMENT_METHOD_KEY, queryFn: () => api.call('GET /api/transaction/paymentMethod') });
}

export function usePaymentMethod() {
  return useQuery(getPaymentMethodQueryOptions());
}

export const TRANSACTIONS_KEY = ['user', 'billing', 'transactions'] as const;

/** GET /api/transaction/list: newest first. */
export function listTransactions(api: TApiClient) {
  return api.call('GET /api/transaction/list');
}

export function getTransactionsQueryOptions(api: TApiClient = apiClient) {
  return queryOptions({ queryKey: TRANSACTIONS_KEY, queryFn: () => listTransactions(api) });
}

export function useTransactions() {
  return useQuery(getTransactionsQueryOptions());
}

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
