import { AppError } from '@matchwire/kit/errors/app-error';

/** Stripe's test cards that are refused, with Stripe's own texts (https://docs.stripe.com/testing). */
const declinedCards: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
};

export type TSandboxCard = {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** What the sandbox does with a card: Stripe's test cards as Stripe treats them; any other valid number pays. */
export type TSandboxCharge =
  | { outcome: 'succeeded'; card: TSandboxCard }
  | { outcome: 'declined'; card: TSandboxCard; declineCode: string; message: string };

/**
 * Checks the card form again on the server (SPEC.md §5: a field is `required` or `invalid`; the
 * route's schema has checked presence and shape) and charges it the way Stripe's test mode would.
 * 400 / 10002 naming the field: a number failing the Luhn check, an expiry in the past.
 */
export function chargeSandboxCard(form: { cardNumber: string; expiry: string }, now: Date): TSandboxCharge {
  const number = form.cardNumber;
  if (!passesLuhn(number)) throw new AppError('badRequest', 'cardNumber: invalid');
  const [month, year] = form.expiry.split('/').map((part) => Number(part.trim())) as [number, number];
  const expYear = 2000 + year;
  // A card is good through the last day of its expiry month.
  if (expYear * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new AppError('badRequest', 'expiry: invalid');
  }
  const card = { number, brand: brandOf(number), last4: number.slice(-4), expMonth: month, expYear };
  const declined = declinedCards[number];
  return declined
    ? { outcome: 'declined', card, declineCode: declined.code, message: declined.message }
    : { outcome: 'succeeded', card };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}
