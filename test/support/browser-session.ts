import { expect } from 'vitest';
import { callGateway } from './gateway-client.ts';
import { testEnv } from './env.ts';

/**
 * A client of the gateway that keeps cookies like a browser does, so a test can walk a
 * customer journey: register, activate from the e-mail, log in, use the console, log out.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  constructor(private readonly extraHeaders: Record<string, string> = {}) {}

  async get(path: string): Promise<{ status: number; body: TBody; response: Response }> {
    return this.send('GET', path);
  }

  async post(
    path: string,
    form: Record<string, string> = {},
  ): Promise<{ status: number; body: TBody; response: Response }> {
    return this.send('POST', path, form);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async send(method: string, path: string, form?: Record<string, string>) {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await callGateway(path, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return { status: response.status, body: (await response.json()) as TBody, response };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per route; tests read what they assert
export type TBody = { resultCode: number; resultInfo: string; data?: any };

export type TCaughtMail = { to: string[]; subject: string; text: string; html: string };

/** Mail caught by the SMTP server `npm test` runs, waiting until `count` have arrived for the address. */
export async function mailsTo(address: string, count = 1, timeoutMs = 20_000): Promise<TCaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${testEnv.mailApiUrl}/messages?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as TCaughtMail[];
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link to the site found in a mail's plain text. */
export function linkIn(mail: TCaughtMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The password every test customer is registered with. */
export const testPassword = 'Str0ngPass';

/** Registers `email` through the gateway as `session`; the token of the activation link mailed over SMTP. */
export async function activationToken(session: BrowserSession, email: string): Promise<string> {
  const registered = await session.post('/api/auth/register', { email, password: testPassword, lang: 'en' });
  expect(registered.body.resultCode).toBe(0);
  const [mail] = await mailsTo(email);
  return linkIn(mail!, '/auth/activate').searchParams.get('token')!;
}

/**
 * Registers through the gateway, activates from the e-mail caught over SMTP (activation signs the
 * customer in) and returns the signed-in session.
 */
export async function registerAndActivate(
  email: string,
  headers: Record<string, string> = {},
): Promise<BrowserSession> {
  const session = new BrowserSession(headers);
  const token = await activationToken(session, email);
  expect((await session.post('/api/auth/activate', { token })).body.resultCode).toBe(0);
  expect(session.cookies.has('jwt')).toBe(true);
  return session;
}

/**
 * Asks as `visitor` for a password reset of `email` (a registered, activated customer's) and
 * waits for the mail after the activation and welcome mails; the reset link it carries.
 */
export async function passwordResetLink(visitor: BrowserSession, email: string): Promise<URL> {
  expect((await visitor.post('/api/setting/resendPasswordEmail', { email })).body.resultCode).toBe(0);
  const mails = await mailsTo(email, 3);
  return linkIn(
    mails.find((mail) => mail.text.includes('/setting/resetPassword'))!,
    '/setting/resetPassword',
  );
}

/** Sets `password` (confirmed as typed) through the reset `link` as `visitor`; the answer. */
export function resetPassword(visitor: BrowserSession, link: URL, password: string) {
  return visitor.post('/api/setting/resetPassword', {
    token: link.searchParams.get('token')!,
    code: link.searchParams.get('code')!,
    password,
    passwordConfirm: password,
  });
}

/** Asks to move the signed-in customer of `session` to `newEmail`; the token of the link mailed there. */
export async function emailChangeToken(session: BrowserSession, newEmail: string): Promise<string> {
  expect((await session.post('/api/auth/emailChange', { newEmail, password: testPassword })).body.resultCode).toBe(0);
  const [mail] = await mailsTo(newEmail);
  return linkIn(mail!, '/auth/newEmailVerify').searchParams.get('token')!;
}
