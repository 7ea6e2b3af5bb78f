import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import {
  fixGmailTypo,
  hasGmailTypo,
  required,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirm,
} from './validation';

describe('SPEC 5 validation', () => {
  it.each([
    ['validation.required', 'This field is required'],
    ['validation.email', 'Invalid email'],
    ['validation.passwordMin', 'At least 6 characters'],
    ['validation.passwordMax', 'No more than 18 characters'],
    ['validation.password', 'Invalid password'],
    ['validation.nameMax', 'No more than 50 characters'],
  ] as const)('uses the exact SPEC text for %s', (key, text) => {
    expect(en[key]).toBe(text);
  });

  it('requires a value', () => {
    expect(required('')).toBe('validation.required');
    expect(required('   ')).toBe('validation.required');
    expect(required('x')).toBeNull();
  });

  it('accepts e-mails of letters, digits, _ . - with one or two alphabetic suffixes', () => {
    for (const ok of ['a@b.com', 'first.last-1_x@mail-host.io', 'user@example.co.uk', 'A_B@x.org']) {
      expect(validateEmail(ok), ok).toBeNull();
    }
    expect(validateEmail('')).toBe('validation.required');
    for (const bad of ['plain', 'a@b', 'a b@c.com', 'a@b.c0m', 'a+tag@b.com', '@b.com', 'a@.com', 'a@b.com.']) {
      expect(validateEmail(bad), bad).toBe('validation.email');
    }
  });

  it('checks passwords: required, 6 to 18, no spaces', () => {
    expect(validatePassword('')).toBe('validation.required');
    expect(validatePassword('12345')).toBe('validation.passwordMin');
    expect(validatePassword('1234567890123456789')).toBe('validation.passwordMax');
    expect(validatePassword('abc def')).toBe('validation.password');
    expect(validatePassword('abcdef')).toBeNull();
    expect(validatePassword('a'.repeat(18))).toBeNull();
  });

  it('compares the confirmation with the password', () => {
    expect(validatePasswordConfirm('secret1')('')).toBe('validation.required');
    expect(validatePasswordConfirm('secret1')('secret2')).toBe('validation.passwordMismatch');
    expect(validatePasswordConfirm('secret1')('secret1')).toBeNull();
  });

  it('limits names to 50 characters', () => {
    expect(validateName('')).toBe('validation.required');
    expect(validateName('a'.repeat(50))).toBeNull();
    expect(validateName('a'.repeat(51))).toBe('validation.nameMax');
  });

  it('spots misspelt Gmail domains and corrects them', () => {
    for (const typo of ['someone@gmal.com', 'someone@gmil.com', 'someone@gmai.com', 'someone@GAIL.com']) {
      expect(hasGmailTypo(typo), typo).toBe(true);
      expect(fixGmailTypo(typo)).toBe('someone@gmail.com');
    }
    for (const fine of ['someone@gmail.com', 'someone@gmal.co', 'someone@mygmal.com', 'someone@gmail.com.vn']) {
      expect(hasGmailTypo(fine), fine).toBe(false);
    }
  });
});
