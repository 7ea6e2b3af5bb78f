import { BrowserSession } from './browser-session.ts';

/** The demo tester the account service seeds (services/account/src/seed/demo-data.ts). */
const demoTester = { account: 'tester@matchwire.io', password: 'Demo1234' };
let signedIn: Promise<string> | undefined;

/**
 * The cookies of a signed-in tester (SPEC.md §6: sees tester-only products). A real session: the
 * gateway refuses a jwt whose session the account service does not know (docs/decisions/0009).
 * Signed in once per test file.
 */
export function testerCookie(): Promise<string> {
  signedIn ??= (async () => {
    const session = new BrowserSession({ 'x-forwarded-for': '198.18.254.77' });
    const login = await session.post('/api/auth/login', demoTester);
    if (login.body.resultCode !== 0) throw new Error(`demo tester sign-in failed: ${login.body.resultInfo}`);
    return session.cookieHeader();
  })();
  return signedIn;
}
