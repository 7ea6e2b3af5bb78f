import { createPrivateKey, createPublicKey } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';

/**
 * The one header through which the gateway tells a service who is calling: a short-lived
 * EdDSA (Ed25519) JWT it signs per proxied request, for that service only (`aud`). Services
 * verify it with the gateway's public key (verify-identity.ts) and believe nothing else.
 */
export const identityAssertionHeader = 'x-mw-identity';
export const identityAssertionIssuer = 'gateway';
/** Long enough for a request in flight, short enough that a copied assertion is soon worthless. */
export const identityAssertionLifetimeMs = 60_000;

/** Why a jwt that was sent is not believed: expired, invalid or revoked (→ 11008), unverified (→ 10007). */
export const ZSessionState = z.enum(['expired', 'invalid', 'revoked', 'unverified']);
export type TSessionState = z.infer<typeof ZSessionState>;

/** A staff member acting for the user, under an impersonation grant (docs/decisions/0009). */
export const ZImpersonation = z.object({ staffId: z.string().min(1), grantId: z.string().min(1) });
export type TImpersonation = z.infer<typeof ZImpersonation>;

export type TAssertedIdentity = {
  userId: string;
  email: string;
  isTester: boolean;
  /** The session the jwt names (the gateway checked it is live); none under impersonation. */
  sessionId: string | undefined;
  impersonation: TImpersonation | undefined;
};

/**
 * A staff member signed in on the staff sign-in (docs/decisions/0019), vouched for on back-office
 * calls (`/api/admin/`): who, and the permissions their role grants now.
 */
export const ZAssertedStaff = z.object({
  staffId: z.string().min(1),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  sessionId: z.string().min(1),
});
export type TAssertedStaff = z.infer<typeof ZAssertedStaff>;

/** What the gateway asserts: a caller, or why the jwt it was sent is not believed, or both absent; and staff. */
export type TAssertion = {
  identity: TAssertedIdentity | undefined;
  sessionState: TSessionState | undefined;
  staff?: TAssertedStaff | undefined;
};

const ZClaims = z.object({
  iss: z.literal(identityAssertionIssuer),
  sub: z.string().min(1).optional(),
  email: z.string().optional(),
  tester: z.boolean().optional(),
  sid: z.string().optional(),
  imp: ZImpersonation.optional(),
  state: ZSessionState.optional(),
  stf: ZAssertedStaff.optional(),
});

/** An Ed25519 key as its one-line environment form: base64 of the DER (PKCS#8 private, SPKI public). */
export const ZEd25519PrivateKey = z
  .string()
  .refine((value) => isKey(value, 'private'), 'must be an Ed25519 private key (base64 PKCS#8 DER)');
export const ZEd25519PublicKey = z
  .string()
  .refine((value) => isKey(value, 'public'), 'must be an Ed25519 public key (base64 SPKI DER)');

function pemOf(base64Der: string, kind: 'private' | 'public'): string {
  const key = Buffer.from(base64Der, 'base64');
  const parsed =
    kind === 'private'
      ? createPrivateKey({ key, format: 'der', type: 'pkcs8' })
      : createPublicKey({ key, format: 'der', type: 'spki' });
  if (parsed.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return parsed.export({ format: 'pem', type: kind === 'private' ? 'pkcs8' : 'spki' }).toString();
}

function isKey(value: string, kind: 'private' | 'public'): boolean {
  try {
    pemOf(value, kind);
    return true;
  } catch {
    return false;
  }
}

/** The gateway's signer: one assertion per proxied request, for `audience` (the target service). */
export function createAssertionSigner(privateKey: string): (audience: string, assertion: TAssertion) => string {
  const sign = createSigner({
    key: pemOf(privateKey, 'private'),
    algorithm: 'EdDSA',
    iss: identityAssertionIssuer,
    expiresIn: identityAssertionLifetimeMs,
  });
  return (audience, { identity, sessionState, staff }) =>
    sign({
      aud: audience,
      ...(identity && {
        sub: identity.userId,
        email: identity.email,
        tester: identity.isTester,
        ...(identity.sessionId && { sid: identity.sessionId }),
        ...(identity.impersonation && { imp: identity.impersonation }),
      }),
      ...(sessionState && { state: sessionState }),
      ...(staff && { stf: staff }),
    });
}

/** A service's verifier: throws unless the gateway signed the assertion, for this service, recently. */
export function createAssertionVerifier(publicKey: string, audience: string): (token: string) => TAssertion {
  const verify = createVerifier({
    key: pemOf(publicKey, 'public'),
    algorithms: ['EdDSA'],
    allowedIss: identityAssertionIssuer,
    allowedAud: audience,
    requiredClaims: ['exp', 'aud', 'iss'],
    maxAge: identityAssertionLifetimeMs,
  });
  return (token) => {
    const claims = ZClaims.parse(verify(token));
    const identity =
      claims.sub && claims.email !== undefined
        ? {
            userId: claims.sub,
            email: claims.email,
            isTester: claims.tester === true,
            sessionId: claims.sid,
            impersonation: claims.imp,
          }
        : undefined;
    return { identity, sessionState: claims.state, staff: claims.stf };
  };
}

/** The config of a service that believes the gateway's assertions (its audience is its own name). */
export const identityAssertionEnv = {
  /** The gateway's Ed25519 public key (base64 SPKI DER); the gateway holds the private half. */
  GATEWAY_IDENTITY_PUBLIC_KEY: ZEd25519PublicKey,
};
