import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { getTransactionDocument } from '../../use-cases/get-transaction-document.ts';

/** The invoice and the receipt of a paid transaction, as PDF files the customer downloads (/user/payment). */
export function registerDocumentRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.downloadInvoice, async (request) => {
    const { userId } = requireIdentity(request);
    const { transactionId, lang } = request.query;
    return getTransactionDocument(deps, { userId, transactionId, kind: 'invoice', language: lang });
  });

  serve(billingEndpoints.downloadReceipt, async (request) => {
    const { userId } = requireIdentity(request);
    const { transactionId, lang } = request.query;
    return getTransactionDocument(deps, { userId, transactionId, kind: 'receipt', language: lang });
  });
}
