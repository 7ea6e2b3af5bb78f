import { BrowserSession } from './browser-session.ts';

/** The demo users the account service seeds (services/account/seed/demo-users.json). */
const demoUsers = {
  tester: { account: 'tester@matchwire.io', password: 'Demo1234', address: '198.18.254.77' },
  customer: { account: 'demo@matchwire.io', password: 'Demo1234', address: '198.18.254.76' },
};
const signedIn: Partial<Record<keyof typeof demoUsers, Promise<string>>> = {};

/**
 * The cookies of a signed-in tester (SPEC.md §6: sees tester-only products). A real session: the
 * gateway refuses a jwt whose session the account service does not know (docs/decisions/0009).
 * Signed in once per test file.
 */
export function testerCookie(): Promise<string> {
  return demoCookie('tester');
}

/** The cookies of a signed-in customer who is no tester (the demo user), signed in once per test file. */
export function customerCookie(): Promise<string> {
  return demoCookie('customer');
}

function demoCookie(who: keyof typeof demoUsers): Promise<string> {
  signedIn[who] ??= (async () => {
    const { address, ...credentials } = demoUsers[who];
    const session = new BrowserSession({ 'x-forwarded-for': address });
    const login = await session.post('/api/auth/login', credentials);
    if (login.body.resultCode !== 0) throw new Error(`demo ${who} sign-in failed: ${login.body.resultInfo}`);
    return session.cookieHeader();
  })();
  return signedIn[who];
}
