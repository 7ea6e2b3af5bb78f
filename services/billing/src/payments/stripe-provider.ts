import { AppError } from '@matchwire/kit/errors/app-error';
import Stripe from 'stripe';
import type { TCardSetupRequest, TCheckoutRequest, TCheckoutStarted, TPaymentProvider } from './payment-provider.ts';
import { refundThroughStripe } from './refunds.ts';
import { chargeThroughStripe } from './saved-card-charges.ts';
import { cardSetupMetadataKeys, readStripeEvent, verifyStripeWebhook } from './stripe-events.ts';

/** ISO codes of SPEC.md's currencies (1 USD, 2 HKD, 3 EUR, 4 RMB), as Stripe names them. */
export const stripeCurrencies: Record<number, string> = { 1: 'usd', 2: 'hkd', 3: 'eur', 4: 'cny' };

/**
 * Card payments through Stripe Checkout (mode `payment`): one Stripe customer per user, made once
 * and reused; the card is kept for renewals (`setup_future_usage: off_session`); our transaction id
 * rides in the metadata of the session and of its payment intent, which is how webhooks find it.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  siteUrl: string;
  /** stripe-mock in tests: its protocol, host and port replace api.stripe.com. */
  apiBase?: string;
}): TPaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...addressOf(options.apiBase),
  });

  async function customerFor(checkout: Pick<TCheckoutRequest, 'customer'>): Promise<string> {
    if (checkout.customer.cardCustomerRef) return checkout.customer.cardCustomerRef;
    const customer = await stripe.customers.create(
      { email: checkout.customer.email, metadata: { userId: checkout.customer.userId } },
      // Two checkouts begun at once for a new customer make one Stripe customer.
      { idempotencyKey: `customer:${checkout.customer.userId}` },
    );
    return customer.id;
  }

  return {
    name: 'stripe',
    platform: 1,
    async beginCheckout(checkout): Promise<TCheckoutStarted> {
      const currency = stripeCurrencies[checkout.currency];
      if (!currency) throw new AppError('paymentProviderError', `Currency ${checkout.currency} cannot be paid by card`);
      try {
        const customer = await customerFor(checkout);
        const metadata = { transactionId: checkout.transactionId };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer,
            client_reference_id: checkout.transactionId,
            metadata,
            line_items: checkout.lines.map((line) => ({
              quantity: 1,
              price_data: { currency, unit_amount: line.amount, product_data: { name: line.name } },
            })),
            payment_intent_data: { setup_future_usage: 'off_session', metadata, description: checkout.description },
            success_url: new URL(checkout.successPath, options.siteUrl).href,
            cancel_url: new URL(checkout.cancelPath, options.siteUrl).href,
          },
          { idempotencyKey: checkout.idempotencyKey },
        );
        if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
        return { providerRef: session.id, paymentUrl: session.url, cardCustomerRef: customer };
      } catch (error) {
        throw new AppError('paymentProviderError', undefined, { cause: error });
      }
    },
    async beginCardSetup(setup: TCardSetupRequest): Promise<TCheckoutStarted> {
      try {
        const customer = await customerFor(setup);
        const metadata = {
          [cardSetupMetadataKeys.setupId]: setup.setupId,
          [cardSetupMetadataKeys.userId]: setup.customer.userId,
        };
        // Mode `setup`: the customer enters a card on Stripe's page and nothing is charged; the
        // SetupIntent's payment method is what renewals charge from then on (stripe-events.ts).
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            customer,
            currency: stripeCurrencies[setup.currency] ?? stripeCurrencies[1],
            metadata,
            setup_intent_data: { metadata },
            success_url: new URL(setup.successPath, options.siteUrl).href,
            cancel_url: new URL(setup.cancelPath, options.siteUrl).href,
          },
          { idempotencyKey: `card-setup:${setup.setupId}` },
        );
        if (!session.url) throw new Error(`Stripe gave setup session ${session.id} no url`);
        return { providerRef: session.id, paymentUrl: session.url, cardCustomerRef: customer };
      } catch (error) {
        throw new AppError('paymentProviderError', undefined, { cause: error });
      }
    },
    async readWebhook(rawBody, signatureHeader) {
      const event = verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret);
      return readStripeEvent(
        event,
        (paymentIntentId) =>
          askStripe(() => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] })),
        (setupIntentId) => askStripe(() => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] })),
      );
    },
    refund: (request) => refundThroughStripe(stripe, request),
    chargeSavedCard: (charge) => chargeThroughStripe(stripe, charge),
  };
}

/** A look-up while reading a webhook; answering 5xx makes Stripe send the event again later, when it may work. */
async function askStripe<T>(lookUp: () => Promise<T>): Promise<T> {
  try {
    return await lookUp();
  } catch (error) {
    throw new AppError('paymentProviderError', undefined, { cause: error });
  }
}

function addressOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
