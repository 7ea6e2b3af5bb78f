import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser';

const MAIL_API_URL = (process.env.TEST_MAIL_API_URL ?? 'http://127.0.0.1:3926').replace(/\/$/, '');
const MAIL_WAIT_MS = 30_000;

type TCaughtMail = { to: string; subject: string; text: string; html: string; receivedAt: string };

/** An address no other test or run uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Waits for the SMTP catcher to hold a message to `to` and answers its activation link (path + query). */
export async function readActivationPath(to: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_API_URL}/messages?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const messages = (await response.json()) as TCaughtMail[];
      for (const message of messages) {
        const link = /https?:\/\/[^\s"'<>]+\/auth\/activate\?[^\s"'<>]+/.exec(message.text)?.[0];
        if (link) {
          const url = new URL(link);
          return `${url.pathname}${url.search}`;
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no activation e-mail for ${to} within ${MAIL_WAIT_MS} ms`);
}

/**
 * On the register form (English) `page` shows: registers `email`, follows the activation link from
 * the mail, and waits for the activated page (activation signs in).
 */
export async function registerAndActivateInBrowser(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/auth/confirm'),
    page.getByRole('button', { name: 'Create account' }).click(),
  ]);
  await gotoHydrated(page, await readActivationPath(email));
  await page.getByRole('heading', { name: 'Your account is active' }).waitFor({ timeout: 10_000 });
}

/** A new customer, signed in on `page` (registered through the form and activated). Answers the address used. */
export async function signUpInBrowser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await gotoHydrated(page, '/auth/register?lang=en');
  await registerAndActivateInBrowser(page, email);
  return email;
}
