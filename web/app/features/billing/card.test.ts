import { describe, expect, it } from 'vitest';
import {
  cardFieldError,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card';

describe('card number', () => {
  it('is shown in groups of four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('is required, 12–19 digits and passes the Luhn check (every Stripe test card does)', () => {
    expect(validateCardNumber('')).toBe('card.numberRequired');
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('4000 0000 0000 0002')).toBeNull();
    expect(validateCardNumber('4000 0000 0000 9995')).toBeNull();
    expect(validateCardNumber('4242 4242 4242 4241')).toBe('card.numberInvalid');
    expect(validateCardNumber('4242 42')).toBe('card.numberInvalid');
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('expiry', () => {
  it('puts the slash after the month as it is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('is MM/YY with a real month, not before this month', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(validateExpiry('', now)).toBe('card.expiryRequired');
    expect(validateExpiry('11/26', now)).toBeNull();
    expect(validateExpiry('12/30', now)).toBeNull();
    expect(validateExpiry('10/26', now)).toBe('card.expiryInvalid');
    expect(validateExpiry('13/30', now)).toBe('card.expiryInvalid');
    expect(validateExpiry('1/30', now)).toBe('card.expiryInvalid');
  });
});

describe('holder name and CVC', () => {
  it('say required or invalid (SPEC 5)', () => {
    expect(validateCardholderName('  ')).toBe('card.holderRequired');
    expect(validateCardholderName('Ada Lovelace')).toBeNull();
    expect(validateCardholderName('x'.repeat(101))).toBe('card.holderInvalid');
    expect(validateCvc('')).toBe('card.cvcRequired');
    expect(validateCvc('123')).toBeNull();
    expect(validateCvc('1234')).toBeNull();
    expect(validateCvc('12')).toBe('card.cvcInvalid');
    expect(validateCvc('12a')).toBe('card.cvcInvalid');
  });
});

describe('a server 400 on the card form', () => {
  it('is put on the field it names', () => {
    expect(cardFieldError('cardNumber: invalid')).toEqual({ field: 'cardNumber', message: 'card.numberInvalid' });
    expect(cardFieldError('body.cvc: required')).toEqual({ field: 'cvc', message: 'card.cvcRequired' });
    expect(cardFieldError('expiry: must be MM/YY')).toEqual({ field: 'expiry', message: 'card.expiryInvalid' });
    expect(cardFieldError('Bad request')).toBeNull();
  });
});
