import { z } from 'zod';
import { ZLang } from '../common/lang.ts';
import { ZSportType, ZTrialStatus } from './fields.ts';

/** What a free trial gives (SPEC.md §9; the system-config `freeTrialDays` wins over 15 days where set). */
export const ZTrialTerms = z.object({
  days: z.number().int().positive(),
  dailyCallLimit: z.number().int().positive(),
  delayMinutes: z.number().int().min(0),
  allLeagues: z.boolean(),
});

/** SPEC.md UserTrial: one per user and sport, ever. */
export const ZTrial = z.object({
  sportType: ZSportType,
  /** 1 on trial, 2 ended. */
  trialStatus: ZTrialStatus,
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  dailyCallLimit: z.number().int().positive(),
  delayMinutes: z.number().int().min(0),
});
export type TTrial = z.infer<typeof ZTrial>;

export const ZTrialList = z.object({ terms: ZTrialTerms, trials: z.array(ZTrial) });

export const ZStartTrialBody = z.object({
  sportType: z.coerce.number().pipe(ZSportType),
  /** The language of the trial's mails. */
  lang: ZLang.optional(),
});
