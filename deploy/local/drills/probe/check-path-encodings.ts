import { sendRaw } from '@matchwire/devinfra/raw-request';
import { passIf, type TCheckResult, type TProbeTarget } from './probe-target.ts';

/**
 * Spellings of `/api/auth/login` that a router may decode or tidy into the real route; the gateway
 * refuses each as an ambiguous path (test/system/path-encodings.test.ts checks exactly that).
 */
export const ambiguousLoginPaths = [
  '/%61pi/auth/login',
  '/ap%69/auth/login',
  '/API/auth/login',
  '/api%2Fauth/login',
  '//api/auth/login',
  '/./api/auth/login',
  '/x/../api/auth/login',
  '/api;x/auth/login',
  '/api./auth/login',
  '/%2561pi/auth/login',
  '/api//auth/login',
  '/api/x/../auth/login',
  'http://matchwire.example/api/auth/login',
];

/** Decoded by the router into the real route: refused for lack of X-Requested-With and signature. */
const routerDecodedLoginPath = '/api/auth/logi%6e';

/**
 * An unsigned login from a foreign page, spelled so that the signature check might miss it:
 * whatever answers (the ingress or the gateway), it must be a refusal without a session.
 */
export async function checkPathEncodings(target: TProbeTarget): Promise<TCheckResult[]> {
  const body = JSON.stringify({ account: 'probe@example.invalid', password: 'Probe1234' });
  return Promise.all(
    [...ambiguousLoginPaths, routerDecodedLoginPath].map(async (path) => {
      const answer = await sendRaw(target.baseUrl, path, { body });
      const isRefused = answer.status >= 400 && answer.status < 500 && !answer.headers['set-cookie'];
      return passIf(`unsigned login at ${path}`, isRefused, `HTTP ${answer.status} ${answer.body.slice(0, 80)}`);
    }),
  );
}
