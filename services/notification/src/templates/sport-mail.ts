import type { TSportType } from '@matchwire/contracts/billing/fields';
import { sportNames } from './billing-terms.ts';
import { mailLanguages, type TMailLanguage } from './language.ts';
import { defineMail, type TMailContent, type TMailTemplate } from './mail-content.ts';

/** A sport mail's input as its copy reads it: the sport named in the mail's language instead of its number. */
export type TSportFacts<TInput extends { sportType: TSportType }> = Omit<TInput, 'sportType'> & { sport: string };

/**
 * A mail about one sport's data (a trial, its daily quota): nearly every sentence names the sport,
 * so `compose` gets the input with the sport's name in the mail's language, not its number.
 */
export function defineSportMail<TInput extends { sportType: TSportType }, TCopy>(
  copy: Record<TMailLanguage, TCopy>,
  compose: (words: TCopy, facts: TSportFacts<TInput>) => TMailContent,
): TMailTemplate<TInput> {
  const withSports = Object.fromEntries(
    mailLanguages.map((language) => [language, { words: copy[language], sports: sportNames[language] }]),
  ) as Record<TMailLanguage, { words: TCopy; sports: Record<TSportType, string> }>;
  return defineMail<TInput, { words: TCopy; sports: Record<TSportType, string> }>(
    withSports,
    ({ words, sports }, { sportType, ...input }) => compose(words, { ...input, sport: sports[sportType] }),
  );
}
