import { passIf, skip, type TCheckResult, type TProbeTarget } from './probe-target.ts';
import { SignedSession, type TApiAnswer } from './signed-session.ts';

/** Signed-in routes of different services; a kept cookie must stop working on each of them. */
const signedInRoutes: { method: 'GET' | 'POST'; path: string; form?: Record<string, string> }[] = [
  { method: 'GET', path: '/api/setting/getUserInfo' },
  { method: 'GET', path: '/api/user/apiKey' },
  { method: 'GET', path: '/api/subscription/list' },
  { method: 'POST', path: '/api/product/marketingUserAddByProductId', form: { productIds: '1' } },
];
const sessionRefused = new Set([11007, 11008]);
const revocationWindowMs = 1000;

/** Signs in, keeps a copy of the cookies, signs out: within a second the copy opens nothing. */
export async function checkRevocation(target: TProbeTarget): Promise<TCheckResult[]> {
  if (!target.signingSecret || !target.account) {
    return [skip('logout revokes kept cookies', 'needs --email, --password and SIGNING_SECRET')];
  }
  const { session, login } = await SignedSession.signIn(target.baseUrl, target.signingSecret, target.account);
  if (login.resultCode !== 0) return [passIf('sign in for the revocation check', false, describe(login))];
  const before = await session.call('GET', '/api/setting/getUserInfo');
  const kept = session.copy();
  const logout = await session.call('POST', '/api/auth/logout');

  const deadline = Date.now() + revocationWindowMs;
  let answers: TApiAnswer[] = [];
  do {
    answers = await Promise.all(signedInRoutes.map((route) => kept.call(route.method, route.path, route.form)));
    if (answers.every((answer) => sessionRefused.has(answer.resultCode ?? 0))) break;
  } while (Date.now() < deadline);

  return [
    passIf('signed in before logout', before.resultCode === 0 && logout.resultCode === 0, describe(before)),
    ...signedInRoutes.map((route, index) =>
      passIf(
        `kept cookies refused within 1 s: ${route.method} ${route.path}`,
        sessionRefused.has(answers[index]?.resultCode ?? 0),
        describe(answers[index]),
      ),
    ),
  ];
}

function describe(answer: TApiAnswer | undefined): string {
  return answer ? `HTTP ${answer.status} resultCode ${answer.resultCode} ${answer.resultInfo}` : 'no answer';
}
