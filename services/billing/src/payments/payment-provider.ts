import type { TRefundDone, TRefundRequest } from './refunds.ts';
import type { TSavedCardCharge, TSavedCardResult } from './saved-card-charges.ts';

/**
 * What billing asks of a payment provider (docs/contracts/billing.md#the-payment-providers). Cards
 * go through Stripe (`stripe-provider.ts`) or, in `npm start`, the embedded sandbox
 * (`sandbox-provider.ts`); a wallet provider implements the same interface later.
 */
export type TPaymentProvider = {
  /** `stripe` or `sandbox`: recorded with each provider event acted on. */
  name: string;
  /** 1 card, 2 wallet (SPEC.md third-party payment platform). */
  platform: 1 | 2;
  /**
   * Opens the provider's checkout for a transaction. The transaction's idempotency key is sent to
   * the provider, so asking twice for the same transaction opens one checkout.
   */
  beginCheckout(checkout: TCheckoutRequest): Promise<TCheckoutStarted>;
  /**
   * Verifies a webhook's signature over its raw body and reads it as a provider-neutral event;
   * null for an event type billing does not act on. Throws AppError webhookSignatureInvalid (13015)
   * when the signature does not verify.
   */
  readWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): Promise<TPaymentEvent | null>;
  /**
   * Charges the saved card without the customer (a renewal), once per idempotency key; the answer
   * is the outcome (payments/saved-card-charges.ts). Throws when the provider cannot be asked.
   */
  chargeSavedCard(charge: TSavedCardCharge): Promise<TSavedCardResult>;
  /**
   * Gives back all or part of a paid checkout's money, once per idempotency key (payments/refunds.ts).
   * Throws RefundRefused when the provider does not.
   */
  refund(refund: TRefundRequest): Promise<TRefundDone>;
  /**
   * Opens the provider's page where the customer enters a card to keep for renewals, charging
   * nothing (Stripe Checkout in mode `setup`; the sandbox's card page in its save-card variant).
   * The card arrives as a `card-saved` webhook naming the setup. Throws AppError
   * paymentProviderError (13007) when the provider cannot be asked; the wallet keeps no card.
   */
  beginCardSetup(setup: TCardSetupRequest): Promise<TCheckoutStarted>;
};

/** A page to save a new card for renewals; `setupId` is ours, carried in the provider's metadata. */
export type TCardSetupRequest = {
  setupId: string;
  customer: { userId: string; email: string; cardCustomerRef: string | null };
  /** The currency renewals will charge in (1 USD, 2 HKD, 3 EUR, 4 RMB): Stripe offers the methods that take it. */
  currency: number;
  /** Paths of this site the customer returns to after saving the card or giving up. */
  successPath: string;
  cancelPath: string;
};

export type TCheckoutRequest = {
  transactionId: string;
  idempotencyKey: string;
  customer: { userId: string; email: string; cardCustomerRef: string | null };
  /** Minor units; 1 USD, 2 HKD, 3 EUR, 4 RMB. */
  currency: number;
  /** What is charged per line, promotion applied; they add up to the transaction's pay amount. */
  lines: { name: string; amount: number }[];
  description: string;
  /** Paths of this site the customer returns to after paying or giving up. */
  successPath: string;
  cancelPath: string;
};

export type TCheckoutStarted = {
  /** The provider's checkout (Stripe `cs_…`, sandbox `cs_sandbox_…`). */
  providerRef: string;
  /** Where the customer pays: an absolute URL at the provider, or a path of this site (sandbox). */
  paymentUrl: string;
  /** The provider's customer made for this user on the way, to reuse next time. */
  cardCustomerRef?: string;
};

/** The card kept for renewals, as the Payment page shows it. */
export type TSavedCard = {
  paymentMethodRef: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
};

/** A webhook as billing acts on it, whoever sent it. `transactionId` is ours, from the checkout's metadata. */
export type TPaymentEvent =
  | {
      kind: 'payment-succeeded';
      eventId: string;
      type: string;
      transactionId: string;
      cardCustomerRef: string | null;
      savedCard: TSavedCard | null;
    }
  | { kind: 'payment-failed'; eventId: string; type: string; transactionId: string; reason: string }
  | { kind: 'checkout-expired'; eventId: string; type: string; transactionId: string }
  | TCardSavedEvent;

/** A card setup completed (no money taken): the card to keep for renewals, and whose it is. */
export type TCardSavedEvent = {
  kind: 'card-saved';
  eventId: string;
  type: string;
  setupId: string;
  userId: string;
  cardCustomerRef: string | null;
  savedCard: TSavedCard | null;
};
