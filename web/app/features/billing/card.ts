import type { TMessageKey } from '~/i18n/en';

/** The card form's fields, named as the sandbox checkout's contract names them. */
export type TCardField = 'cardholderName' | 'cardNumber' | 'expiry' | 'cvc';

const MAX_CARD_DIGITS = 19;

/** Digits only, at most 19, in groups of four ("4242 4242 4242 4242"), as a card shows them. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as it is typed: the slash comes after the month by itself, and a lone first digit above 1
 * is a month of its own ("4" → "04/"). Deleting the slash is not fought: "12/" minus one is "12".
 */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.length < previous.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn checksum every real card number (and each of Stripe's test cards) passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCardholderName(value: string): TMessageKey | null {
  const name = value.trim();
  if (!name) return 'card.holderRequired';
  return name.length > 100 ? 'card.holderInvalid' : null;
}

export function validateCardNumber(value: string): TMessageKey | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!digits) return 'card.numberRequired';
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? null : 'card.numberInvalid';
}

/** MM/YY with a real month, not before the current month. */
export function validateExpiry(value: string, now: Date = new Date()): TMessageKey | null {
  const text = value.trim();
  if (!text) return 'card.expiryRequired';
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text);
  if (!match) return 'card.expiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'card.expiryInvalid' : null;
}

export function validateCvc(value: string): TMessageKey | null {
  const text = value.trim();
  if (!text) return 'card.cvcRequired';
  return /^\d{3,4}$/.test(text) ? null : 'card.cvcInvalid';
}

const FIELD_MESSAGES: Record<TCardField, { required: TMessageKey; invalid: TMessageKey }> = {
  cardholderName: { required: 'card.holderRequired', invalid: 'card.holderInvalid' },
  cardNumber: { required: 'card.numberRequired', invalid: 'card.numberInvalid' },
  expiry: { required: 'card.expiryRequired', invalid: 'card.expiryInvalid' },
  cvc: { required: 'card.cvcRequired', invalid: 'card.cvcInvalid' },
};

/**
 * The field a server's 400 names (`cardNumber: invalid`, or `body.cvc: required`) and its text;
 * null when the answer names none of the card's fields.
 */
export function cardFieldError(resultInfo: string): { field: TCardField; message: TMessageKey } | null {
  const match = /(?:^|[./\s])(cardholderName|cardNumber|expiry|cvc)\s*:\s*(\w+)/.exec(resultInfo);
  if (!match) return null;
  const field = match[1] as TCardField;
  return { field, message: match[2] === 'required' ? FIELD_MESSAGES[field].required : FIELD_MESSAGES[field].invalid };
}

/** Stripe's test cards the sandbox accepts, with what each does (shown as a hint on the page). */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: TMessageKey }> = [
  { number: '4242 4242 4242 4242', outcome: 'card.test.succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'card.test.declined' },
  { number: '4000 0000 0000 9995', outcome: 'card.test.insufficient' },
];
