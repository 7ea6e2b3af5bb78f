import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '~/lib/api/api-client';
import { paymentTarget } from '../billing-status';

/**
 * POST /api/transaction/paymentMethod/replace, then on to the provider's page where the new card is
 * entered (Stripe's, or the sandbox's save-card page); it sends the customer back to /user/payment.
 * Failures (13007) are shown by the API client's toast.
 */
export function useReplacePaymentMethod() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiClient.call('POST /api/transaction/paymentMethod/replace'),
    onSuccess: ({ paymentUrl }) => {
      const target = paymentTarget(paymentUrl);
      if (target?.kind === 'site') void navigate(target.path);
      else if (target?.kind === 'external') window.location.assign(target.url);
    },
  });
}
