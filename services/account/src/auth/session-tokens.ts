import { createDecoder, createSigner } from 'fast-jwt';
import { accountPolicy } from '../account-policy.ts';

export type TUserClaims = { sub: string; email: string; tester: boolean; sid: string };
export type TAdminClaims = { sub: string; email: string; adminId: string };

/** Signs the `jwt` cookie and the back office's impersonation tokens (HS256). */
export type TSessionTokens = {
  signUserJwt(claims: TUserClaims): string;
  signAdminAccessToken(claims: TAdminClaims): { token: string; expiresAt: Date };
  /** The `sid` of a jwt the gateway has already verified; undefined if it has none. */
  readSessionId(jwt: string): string | undefined;
};

export function createSessionTokens(secrets: { jwtSecret: string; adminTokenSecret: string }): TSessionTokens {
  const signUser = createSigner({
    key: secrets.jwtSecret,
    algorithm: 'HS256',
    expiresIn: accountPolicy.sessionLifetimeMs,
  });
  const signAdmin = createSigner({
    key: secrets.adminTokenSecret,
    algorithm: 'HS256',
    expiresIn: accountPolicy.adminAccessTokenLifetimeMs,
  });
  const decode = createDecoder();
  return {
    signUserJwt: (claims) => signUser(claims),
    signAdminAccessToken(claims) {
      const token = signAdmin(claims);
      const { exp } = decode(token) as { exp: number };
      return { token, expiresAt: new Date(exp * 1000) };
    },
    readSessionId(jwt) {
      try {
        const claims = decode(jwt) as { sid?: unknown };
        return typeof claims.sid === 'string' ? claims.sid : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
