import type { TEventPayloadOf } from '@matchwire/contracts/events';
import type { TBillingMailEvent } from '../events/billing-mail-events.ts';
import { sportSlugs, type TPaidPlanInput } from '../templates/billing-terms.ts';
import { formatMailDate, resolveMailLanguage, type TMailLanguage } from '../templates/language.ts';
import { renderTemplate } from '../templates/layout.ts';
import type { TMailTemplate } from '../templates/mail-content.ts';
import { formatMoney } from '../templates/money.ts';
import { paymentFailedMail } from '../templates/payment-failed.ts';
import { paymentReceiptMail } from '../templates/payment-receipt.ts';
import { refundIssuedMail } from '../templates/refund-issued.ts';
import { subscriptionActivatedMail } from '../templates/subscription-activated.ts';
import { subscriptionExpiredMail } from '../templates/subscription-expired.ts';
import { subscriptionExpiringMail } from '../templates/subscription-expiring.ts';
import { subscriptionRenewedMail } from '../templates/subscription-renewed.ts';
import { trialEndedMail } from '../templates/trial-ended.ts';
import { trialEndingMail } from '../templates/trial-ending.ts';
import { trialStartedMail } from '../templates/trial-started.ts';
import { type TMailDraft, webLinks } from './draft-account-mail.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** What billing says of a subscription it was paid for (its first payment or a renewal). */
type TPaidSubscription = TEventPayloadOf<'billing.subscription-activated.v1' | 'billing.subscription-renewed.v1'>;

/** The console pages billing mails link to, under PUBLIC_WEB_URL. */
function billingLinks(publicWebUrl: string) {
  return {
    ...webLinks(publicWebUrl),
    plansUrl: `${publicWebUrl}/user/plans`,
    paymentUrl: `${publicWebUrl}/user/payment`,
    productsUrl: (sportType: keyof typeof sportSlugs) => `${publicWebUrl}/products/${sportSlugs[sportType]}`,
  };
}

/** Whole days from `from` to `to`, at least 1 (a trial ending today still ends "in 1 day"). */
function daysBetween(from: Date, to: Date): number {
  return Math.max(1, Math.round((to.getTime() - from.getTime()) / dayMs));
}

/**
 * The mail a billing event asks for, to the address it names, in its language (English when
 * unknown). Dates are UTC days and money carries its currency symbol, both in the mail's language.
 */
export function draftBillingMail(event: TBillingMailEvent, publicWebUrl: string): TMailDraft {
  const links = billingLinks(publicWebUrl);
  const language: TMailLanguage = resolveMailLanguage(event.payload.language);
  const day = (iso: string) => formatMailDate(new Date(iso), language);
  const money = (payload: { amount: number; currency: number }) => formatMoney(payload, language);
  const draft = <TInput>(template: TMailTemplate<TInput>, input: TInput): TMailDraft => ({
    recipient: event.payload.email,
    language,
    ...renderTemplate(template, input, language),
  });
  const paidPlan = ({ productName, period, currentPeriodEnd }: TPaidSubscription): TPaidPlanInput => ({
    productName,
    period,
    paidUntil: day(currentPeriodEnd),
    plansUrl: links.plansUrl,
  });
  switch (event.type) {
    case 'billing.trial-started.v1': {
      const { sportType, startsAt, endsAt, dailyCallLimit, delayMinutes } = event.payload;
      const days = daysBetween(new Date(startsAt), new Date(endsAt));
      const input = { sportType, days, endsOn: day(endsAt), dailyCallLimit, delayMinutes };
      return draft(trialStartedMail, { ...input, apiKeyUrl: links.apiKeyUrl, docsUrl: links.docsUrl });
    }
    case 'billing.trial-ending.v1': {
      const { sportType, endsAt } = event.payload;
      const daysLeft = daysBetween(event.time, new Date(endsAt));
      return draft(trialEndingMail, {
        sportType,
        daysLeft,
        endsOn: day(endsAt),
        productsUrl: links.productsUrl(sportType),
      });
    }
    case 'billing.trial-ended.v1': {
      const { sportType, endedAt } = event.payload;
      return draft(trialEndedMail, { sportType, endedOn: day(endedAt), productsUrl: links.productsUrl(sportType) });
    }
    case 'billing.subscription-activated.v1':
      return draft(subscriptionActivatedMail, {
        ...paidPlan(event.payload),
        isAutoRenewing: event.payload.isAutoRenewing,
        docsUrl: links.docsUrl,
      });
    case 'billing.subscription-renewed.v1':
      return draft(subscriptionRenewedMail, paidPlan(event.payload));
    case 'billing.subscription-expiring.v1': {
      const { productName, currentPeriodEnd } = event.payload;
      return draft(subscriptionExpiringMail, { productName, endsOn: day(currentPeriodEnd), plansUrl: links.plansUrl });
    }
    case 'billing.subscription-expired.v1': {
      const { productName, reason, expiredAt } = event.payload;
      const input = { productName, reason, expiredOn: day(expiredAt), plansUrl: links.plansUrl };
      return draft(subscriptionExpiredMail, input);
    }
    case 'billing.payment-succeeded.v1': {
      const { transactionId, description } = event.payload;
      const input = { amount: money(event.payload), description, transactionId, paidOn: day(event.time.toISOString()) };
      return draft(paymentReceiptMail, { ...input, paymentUrl: links.paymentUrl });
    }
    case 'billing.payment-failed.v1': {
      const { transactionId, description, reason, nextAttemptAt } = event.payload;
      const retryOn = nextAttemptAt ? day(nextAttemptAt) : undefined;
      const input = { amount: money(event.payload), description, reason, transactionId, retryOn };
      return draft(paymentFailedMail, { ...input, paymentUrl: links.paymentUrl });
    }
    case 'billing.refund-issued.v1': {
      const { transactionId, refundId, isFullRefund } = event.payload;
      const input = { amount: money(event.payload), isFullRefund, transactionId, refundId };
      return draft(refundIssuedMail, { ...input, paymentUrl: links.paymentUrl });
    }
  }
}
