import { createSigner } from 'fast-jwt';
import { accountPolicy } from '../account-policy.ts';

export type TUserClaims = { sub: string; email: string; tester: boolean; sid: string };

/** Signs the `jwt` cookie (HS256); the gateway verifies it and checks its session (`sid`). */
export type TSessionTokens = {
  signUserJwt(claims: TUserClaims): string;
};

export function createSessionTokens(secrets: { jwtSecret: string }): TSessionTokens {
  const signUser = createSigner({
    key: secrets.jwtSecret,
    algorithm: 'HS256',
    expiresIn: accountPolicy.sessionLifetimeMs,
  });
  return { signUserJwt: (claims) => signUser(claims) };
}
