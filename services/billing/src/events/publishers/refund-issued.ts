import type { TEnvelope } from '@matchwire/proto';
import type { TMailee } from '../../db/customer-repository.ts';
import type { TRefundRow } from '../../db/refund-repository.ts';
import { customerEvent } from './customer-event.ts';

/** `billing.refund-issued.v1`: money went back to the customer (the notification service mails them). */
export function refundIssuedEvent(customer: TMailee, refund: TRefundRow, currency: number): TEnvelope {
  return customerEvent('billing.refund-issued.v1', customer, {
    transactionId: refund.transactionId,
    refundId: refund.refundId,
    amount: refund.amount,
    currency,
    isFullRefund: refund.isFullRefund,
  });
}
