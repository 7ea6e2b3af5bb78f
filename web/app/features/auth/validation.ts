/**
 * SPEC 5 validation rules, shared by every account form. Each rule answers null (valid)
 * or the catalogue key of its message, so the texts follow the page's language.
 */
export type TValidationMessage =
  | 'validation.required'
  | 'validation.email'
  | 'validation.passwordMin'
  | 'validation.passwordMax'
  | 'validation.password'
  | 'validation.passwordMismatch'
  | 'validation.nameMax';

export type TRule = (value: string) => TValidationMessage | null;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const NAME_MAX = 50;

// Local part and domain labels of letters, digits, underscore, dot or dash; one or two alphabetic suffixes.
const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(?:\.[\w-]+)*?\.[A-Za-z]+(?:\.[A-Za-z]+)?$/;
const PASSWORD_PATTERN = /^\S{6,18}$/;

export const required: TRule = (value) => (value.trim() === '' ? 'validation.required' : null);

export const validateEmail: TRule = (value) => {
  if (value.trim() === '') return 'validation.required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'validation.email';
};

export const validatePassword: TRule = (value) => {
  if (value === '') return 'validation.required';
  if (value.length < PASSWORD_MIN) return 'validation.passwordMin';
  if (value.length > PASSWORD_MAX) return 'validation.passwordMax';
  return PASSWORD_PATTERN.test(value) ? null : 'validation.password';
};

/** The login form only checks presence: an old password may predate the rule. */
export const validateLoginPassword: TRule = required;

export function validatePasswordConfirm(password: string): TRule {
  return (value) => {
    if (value === '') return 'validation.required';
    return value === password ? null : 'validation.passwordMismatch';
  };
}

export const validateName: TRule = (value) => {
  if (value.trim() === '') return 'validation.required';
  return value.trim().length > NAME_MAX ? 'validation.nameMax' : null;
};

const GMAIL_TYPO = /@(?:gmal|gmil|gmai|gail)\.com$/i;

/** SPEC 5: an address ending in a misspelt Gmail domain. */
export function hasGmailTypo(email: string): boolean {
  return GMAIL_TYPO.test(email.trim());
}

/** The address with its misspelt Gmail domain replaced by gmail.com. */
export function fixGmailTypo(email: string): string {
  return email.trim().replace(GMAIL_TYPO, '@gmail.com');
}
