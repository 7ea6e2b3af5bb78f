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
  /**
   * Sign-in (docs/contracts/accounts.md): a source is an IPv4 address or an IPv6 /64. Password
   * checks are counted per account and source, and per source across accounts, in fixed
   * 15-minute windows; a success forgives its account and source. Failures on an account from
   * all sources together only slow it down: past `accountBackOffAfter`, one check at a time,
   * each closing the account for base × 2^(failures − after) seconds, at most `…MaxSeconds`.
   * The source of the owner's last sign-in is not slowed.
   */
  loginThrottle: {
    windowMs: 15 * 60 * 1000,
    maxFailuresPerAccountAndSource: 5,
    maxFailuresPerSource: 30,
    accountBackOffAfter: 10,
    accountBackOffBaseSeconds: 5,
    accountBackOffMaxSeconds: 60,
  },
  /** Requests per source (IPv4 address or IPv6 /64) that create accounts or send mail. */
  sourceBudgets: {
    register: { max: 30, windowMs: 60 * 60 * 1000 },
    passwordReset: { max: 10, windowMs: 15 * 60 * 1000 },
    resendActivation: { max: 10, windowMs: 15 * 60 * 1000 },
  },
  maxIpWhitelistEntries: 20,
} as const;
