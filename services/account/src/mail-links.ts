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
