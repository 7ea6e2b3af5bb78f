import { resultKeyOf } from '@matchwire/kit/errors/result-codes';
import { useI18n } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import type { TCallOutcome } from '../usage-format';

export const SPORT_NAME_KEYS: Record<number, TMessageKey> = {
  1: 'sportTitle.football',
  2: 'sportTitle.basketball',
  3: 'sportTitle.esports',
};

export const OUTCOME_KEYS: Record<TCallOutcome, TMessageKey> = {
  served: 'usage.outcome.served',
  refused: 'usage.outcome.refused',
  failed: 'usage.outcome.failed',
};

/** A result code's text in the reader's language, from the one catalogue (ADR 0006). */
export function useResultText(): (code: number) => string {
  const { t } = useI18n();
  return (code) => {
    const key = resultKeyOf(code);
    return key ? t(`result.${key}`) : t('usage.errors.unknownCode', { code });
  };
}
