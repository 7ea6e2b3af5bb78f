import type { TTrial } from '@matchwire/contracts/billing/trial';
import type { TTrialRow } from '../../db/trial-repository.ts';

/** SPEC.md UserTrial as the customer sees it. */
export function toTrial(row: TTrialRow): TTrial {
  return {
    sportType: row.sportType as TTrial['sportType'],
    trialStatus: row.status as TTrial['trialStatus'],
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    dailyCallLimit: row.dailyCallLimit,
    delayMinutes: row.delayMinutes,
  };
}
