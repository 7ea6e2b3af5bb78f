import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';

/**
 * The staff session (docs/decisions/0019): a cookie of its own, signed by the account service and
 * verified by the gateway, that is never a customer session and never accepted as one.
 */
export const staffSessionCookie = 'staff_jwt';

/** Short: a staff member signs in again each working day; revocation is checked on every call anyway. */
export const staffSessionLifetimeMs = 8 * 60 * 60 * 1000;

/** What the `staff_jwt` cookie carries: the staff member and the session the account service keeps. */
export type TStaffSessionClaims = { sub: string; sid: string };

const ZStaffClaims = z.object({ sub: z.string().min(1), sid: z.string().min(1), typ: z.literal('staff') });

/**
 * Staff tokens are signed with a key derived from `JWT_SECRET` for this one purpose, so a staff
 * token fails the customer `jwt` check and a customer token fails this one, whatever claims either
 * carries: one secret to manage, two keys that cannot stand in for each other.
 */
function staffKeyOf(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('matchwire staff session v1').digest('hex');
}

/** The account service's signer of `staff_jwt`. */
export function createStaffTokenSigner(jwtSecret: string): (claims: TStaffSessionClaims) => string {
  const sign = createSigner({ key: staffKeyOf(jwtSecret), algorithm: 'HS256', expiresIn: staffSessionLifetimeMs });
  return ({ sub, sid }) => sign({ sub, sid, typ: 'staff' });
}

/** The gateway's verifier of `staff_jwt`: throws for a forged, expired or customer token. */
export function createStaffTokenVerifier(jwtSecret: string): (token: string) => TStaffSessionClaims {
  const verify = createVerifier({ key: staffKeyOf(jwtSecret), algorithms: ['HS256'], requiredClaims: ['exp'] });
  return (token) => {
    const { sub, sid } = ZStaffClaims.parse(verify(token));
    return { sub, sid };
  };
}
