/**
 * SPEC 9: the pages' free-trial wording (200 calls per day per sport, all leagues, 2-minute delay).
 * The days follow the system config (lib/free-trial/free-trial-days.ts).
 */
export const FREE_TRIAL_DAILY_CALLS = 200;
export const FREE_TRIAL_DELAY_MINUTES = 2;
/** SPEC 9: entry price shown in the plans teaser. */
export const ENTRY_PRICE_USD = 99;
