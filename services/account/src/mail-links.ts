import type { TTokenPurpose } from './db/schema.ts';

/** The web pages the e-mails link to (docs/contracts/accounts.md). */
export function activationUrl(publicWebUrl: string, token: string, language: string): string {
  return `${publicWebUrl}/auth/activate?${new URLSearchParams({ token, lang: language })}`;
}

export function passwordResetUrl(publicWebUrl: string, token: string, code: string, language: string): string {
  return `${publicWebUrl}/setting/resetPassword?${new URLSearchParams({ token, code, lang: language })}`;
}

export function emailChangeUrl(publicWebUrl: string, token: string, language: string): string {
  return `${publicWebUrl}/auth/newEmailVerify?${new URLSearchParams({ token, lang: language })}`;
}

/** The page a link of this purpose opens; the reset link names its row (`token`) and carries the secret as `code`. */
export function mailLinkUrl(
  publicWebUrl: string,
  link: { purpose: TTokenPurpose; tokenId: string; secret: string; language: string },
): string {
  switch (link.purpose) {
    case 'activation':
      return activationUrl(publicWebUrl, link.secret, link.language);
    case 'password_reset':
      return passwordResetUrl(publicWebUrl, link.tokenId, link.secret, link.language);
    case 'email_change':
      return emailChangeUrl(publicWebUrl, link.secret, link.language);
  }
}
