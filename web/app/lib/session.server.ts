import { readCookie } from './read-cookie';

export type TSessionUser = { email: string };

/**
 * SPEC 4: logged in when a `jwt` cookie exists and decodes to a user with an e-mail.
 * The signature is the gateway's business (it verifies the cookie on every API call);
 * here the payload only decides which navigation to show.
 */
export function getSessionUser(request: Request): TSessionUser | null {
  const token = readCookie(request.headers.get('cookie'), 'jwt');
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.includes('@') ? { email } : null;
  } catch {
    return null;
  }
}
