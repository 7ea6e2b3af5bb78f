import { developmentSecrets } from '@matchwire/kit/config/development-values';
import {
  createAssertionSigner,
  identityAssertionHeader,
  type TAssertedIdentity,
  type TAssertedStaff,
  type TSessionState,
} from '@matchwire/kit/identity-assertion';

/** The development key pair the gateway and services of `npm test` use (docs/decisions/0009). */
export const gatewayIdentityKeys = {
  privateKey: developmentSecrets.GATEWAY_IDENTITY_PRIVATE_KEY,
  publicKey: developmentSecrets.GATEWAY_IDENTITY_PUBLIC_KEY,
};

const sign = createAssertionSigner(gatewayIdentityKeys.privateKey);

/**
 * The header the gateway sends a service (`audience`) for a caller, as a service test needs it:
 * an identity (`sessionId` and `impersonation` optional), or a refused jwt's state.
 */
export function asserted(
  audience: string,
  caller: (Partial<TAssertedIdentity> & Pick<TAssertedIdentity, 'userId' | 'email'>) | { sessionState: TSessionState },
): Record<string, string> {
  const assertion =
    'sessionState' in caller
      ? { identity: undefined, sessionState: caller.sessionState }
      : {
          identity: {
            isTester: false,
            sessionId: undefined,
            impersonation: undefined,
            ...caller,
          },
          sessionState: undefined,
        };
  return { [identityAssertionHeader]: sign(audience, assertion) };
}

/** The header the gateway sends `audience` for a back-office call of `staff` (docs/decisions/0019). */
export function assertedStaff(audience: string, staff: TAssertedStaff): Record<string, string> {
  return { [identityAssertionHeader]: sign(audience, { identity: undefined, sessionState: undefined, staff }) };
}
