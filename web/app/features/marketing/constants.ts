/** SPEC 9: the landing page's free-trial wording (15 days, 200 calls per day per sport). */
export const FREE_TRIAL_DAYS = 15;
export const FREE_TRIAL_DAILY_CALLS = 200;
/** SPEC 9: entry price shown in the plans teaser. */
export const ENTRY_PRICE_USD = 99;
