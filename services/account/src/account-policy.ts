/** The account service's business constants (docs/contracts/accounts.md, SPEC.md section 9). */
export const accountPolicy = {
  sessionLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  adminAccessTokenLifetimeMs: 15 * 60 * 1000,
  tokenLifetimeMs: {
    activation: 24 * 60 * 60 * 1000,
    password_reset: 60 * 60 * 1000,
    email_change: 24 * 60 * 60 * 1000,
  },
  /** A confirmation or reset mail may be sent again after 2 minutes. */
  mailResendIntervalMs: 2 * 60 * 1000,
  loginThrottle: {
    windowMs: 15 * 60 * 1000,
    maxFailuresPerAccount: 5,
    maxFailuresPerIp: 30,
  },
  maxIpWhitelistEntries: 20,
} as const;
