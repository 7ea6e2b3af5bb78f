/** SPEC 9: the pages' free-trial wording (15 days, 200 calls per day per sport, all leagues, 2-minute delay). */
export const FREE_TRIAL_DAYS = 15;
export const FREE_TRIAL_DAILY_CALLS = 200;
export const FREE_TRIAL_DELAY_MINUTES = 2;
/** SPEC 9: entry price shown in the plans teaser. */
export const ENTRY_PRICE_USD = 99;
