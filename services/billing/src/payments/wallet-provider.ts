import { AppError } from '@matchwire/kit/errors/app-error';
import type { TPaymentProvider } from './payment-provider.ts';
import { RefundRefused, RefundUnanswered } from './refunds.ts';
import {
  parseWalletEvent,
  readWalletEvent,
  readWalletHeaders,
  verifyWalletSandboxSignature,
  type TWalletEvent,
} from './wallet-events.ts';
import {
  createWalletOrdersApi,
  toPayPalValue,
  walletCurrencies,
  WalletApiError,
  type TPayPalOrder,
} from './wallet-orders-api.ts';

/** The wallet provider: the card interface, plus reading the approval event and capturing an approved order. */
export type TWalletProvider = TPaymentProvider & {
  /** Verifies and reads a webhook, the approval included (which `readWebhook` leaves out: it is no payment outcome). */
  readWalletWebhook(rawBody: string | Uint8Array, signature: string | undefined): Promise<TWalletEvent | null>;
  /**
   * Captures an approved order, once per request id (PayPal-Request-Id): asking again answers the
   * same capture. Its outcome reaches billing as the capture's webhook. Throws AppError
   * paymentProviderError when the wallet cannot be asked or refuses.
   */
  capture(orderId: string, requestId: string): Promise<TPayPalOrder>;
};

export type TWalletProviderOptions = {
  /** `paypal`, or `wallet-sandbox` (the sandbox billing serves itself): recorded with each event acted on. */
  name: 'paypal' | 'wallet-sandbox';
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The site's public address: the return and cancel pages, and how a sandbox approve link is told apart. */
  siteUrl: string;
  /** PayPal's id of our webhook, for its verify-webhook-signature API; the sandbox signs with its own HMAC instead. */
  webhookId?: string;
  clock: () => Date;
};

/**
 * Wallet payments through a PayPal-style Orders API (docs/contracts/billing.md#wallet): an order
 * with intent CAPTURE for our transaction (its id as the purchase unit's `reference_id` and
 * `custom_id`, the transaction's idempotency key as PayPal-Request-Id), whose `approve` link is the
 * payment page; once the payer approves, billing captures it; the capture's webhook
 * (PAYMENT.CAPTURE.COMPLETED / DENIED) is the outcome, applied like a card's.
 */
export function createWalletProvider(options: TWalletProviderOptions): TWalletProvider {
  const api = createWalletOrdersApi(options);
  const site = new URL(options.siteUrl);

  async function verify(rawBody: string, carried: string | undefined): Promise<void> {
    const headers = readWalletHeaders(carried);
    if (options.name === 'wallet-sandbox') {
      verifyWalletSandboxSignature(rawBody, headers.sandboxSignature, options.clock());
      return;
    }
    const { transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo } = headers;
    if (!transmissionId || !transmissionTime || !transmissionSig || !certUrl || !authAlgo) {
      throw new AppError('webhookSignatureInvalid');
    }
    const webhookEvent = parseWalletEvent(rawBody);
    let answer;
    try {
      answer = await api.verifyWebhookSignature({
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: options.webhookId,
        webhook_event: webhookEvent,
      });
    } catch (error) {
      // PayPal could not be asked: 5xx, so PayPal sends the event again later.
      throw new AppError('paymentProviderError', undefined, { cause: error });
    }
    if (answer.verification_status !== 'SUCCESS') throw new AppError('webhookSignatureInvalid');
  }

  /** A page of this site (the sandbox's approval page) as its path, like the card sandbox's; PayPal's stays absolute. */
  function paymentPageOf(href: string): string {
    const url = new URL(href);
    return url.origin === site.origin ? `${url.pathname}${url.search}` : url.href;
  }

  const provider: TWalletProvider = {
    name: options.name,
    platform: 2,
    async beginCheckout(checkout) {
      const currency = walletCurrencies[checkout.currency];
      if (!currency)
        throw new AppError('paymentProviderError', `Currency ${checkout.currency} cannot be paid by wallet`);
      const total = checkout.lines.reduce((sum, line) => sum + line.amount, 0);
      try {
        const order = await api.createOrder(
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: checkout.transactionId,
                custom_id: checkout.transactionId,
                description: checkout.description.slice(0, 127),
                amount: { currency_code: currency, value: toPayPalValue(total) },
              },
            ],
            application_context: {
              brand_name: 'Matchwire',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: new URL(checkout.successPath, options.siteUrl).href,
              cancel_url: new URL(checkout.cancelPath, options.siteUrl).href,
            },
          },
          checkout.idempotencyKey,
        );
        const approve = order.links.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
        if (!approve) throw new Error(`wallet order ${order.id} has no approve link`);
        return { providerRef: order.id, paymentUrl: paymentPageOf(approve.href) };
      } catch (error) {
        throw new AppError('paymentProviderError', undefined, { cause: error });
      }
    },
    async readWalletWebhook(rawBody, signature) {
      const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
      await verify(text, signature);
      return readWalletEvent(parseWalletEvent(text));
    },
    async readWebhook(rawBody, signature) {
      const event = await provider.readWalletWebhook(rawBody, signature);
      return event && event.kind !== 'order-approved' ? event : null;
    },
    async capture(orderId, requestId) {
      try {
        return await api.captureOrder(orderId, requestId);
      } catch (error) {
        throw new AppError('paymentProviderError', undefined, { cause: error });
      }
    },
    async chargeSavedCard() {
      // An Orders API payment needs the payer each time: a wallet subscription is paid again by its customer.
      return { outcome: 'failed', providerRef: null, reason: 'Wallet payments are not charged without the payer.' };
    },
    async beginCardSetup() {
      // The wallet keeps no payment method: its payer approves each payment at the wallet.
      throw new AppError('unsupportedOperation', 'The wallet keeps no card');
    },
    async refund(request) {
      try {
        const order = await api.getOrder(request.paymentRef);
        const capture = order.purchase_units[0]?.payments?.captures?.find((item) =>
          ['COMPLETED', 'PARTIALLY_REFUNDED'].includes(item.status),
        );
        if (!capture) throw new RefundRefused(`wallet order ${request.paymentRef} has no completed capture`);
        const refund = await api.refundCapture(
          capture.id,
          { amount: { currency_code: capture.amount.currency_code, value: toPayPalValue(request.amount) } },
          request.idempotencyKey,
        );
        if (refund.status === 'CANCELLED') throw new RefundRefused(`wallet refund ${refund.id} was cancelled`);
        return { providerRef: refund.id };
      } catch (error) {
        if (error instanceof RefundRefused) throw error;
        // Status 0: the wallet never answered (network, timeout); the refund is asked again later.
        if (error instanceof WalletApiError && error.status === 0) {
          throw new RefundUnanswered(error.message, { cause: error });
        }
        const status = error instanceof WalletApiError ? ` (${error.status})` : '';
        throw new RefundRefused(`${(error as Error).message}${status}`, { cause: error });
      }
    },
  };
  return provider;
}
