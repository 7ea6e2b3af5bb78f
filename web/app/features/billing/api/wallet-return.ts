import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '~/lib/api/api-client';
import { paymentRecordQuery } from './payments';

/** The wallet sends the payer back with its order (`token`) and, once approved, `PayerID`. */
export function isWalletApprovalReturn(params: URLSearchParams): boolean {
  return params.has('token') && params.has('PayerID');
}

/**
 * Back from approving at the wallet: asks billing once to capture now (POST /api/wallet/capture),
 * should the wallet's approval event be late, then reads the record again. Idempotent at billing;
 * a failure changes nothing here (the page goes on following the record).
 */
export function useCaptureOnWalletReturn(recordId: string | null, isReturn: boolean): void {
  const queryClient = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (!recordId || !isReturn || asked.current) return;
    asked.current = true;
    apiClient
      .call('POST /api/wallet/capture', { body: { recordId } }, { isQuiet: true })
      .then(() => queryClient.invalidateQueries({ queryKey: paymentRecordQuery.keyOf({ query: { recordId } }) }))
      .catch(() => undefined);
  }, [recordId, isReturn, queryClient]);
}
