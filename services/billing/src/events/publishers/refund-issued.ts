import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TRefundRow } from '../../db/refund-repository.ts';

/** `billing.refund-issued.v1`: money went back to the customer (the notification service mails them). */
export function refundIssuedEvent(customer: TMailee, refund: TRefundRow, currency: number): TEnvelope {
  return buildEvent(
    'billing',
    'billing.refund-issued.v1',
    {
      userId: customer.userId,
      email: customer.email,
      language: customer.language,
      transactionId: refund.transactionId,
      refundId: refund.refundId,
      amount: refund.amount,
      currency,
      isFullRefund: refund.isFullRefund,
    },
    customer.userId,
  );
}
