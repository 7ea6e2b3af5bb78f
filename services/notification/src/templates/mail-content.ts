import { mailLanguages, type TMailLanguage } from './language.ts';

/** A link the reader can follow: a button in HTML, a labelled URL in plain text. */
export type TMailLink = { label: string; url: string };

/** One row of a mail's facts: `Amount: $99.00`. */
export type TMailDetail = { label: string; value: string };

/** What a template says; the layout turns it into the HTML and plain-text parts. */
export type TMailContent = {
  subject: string;
  /** Preview text shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Facts the reader may need to look up later (amount, transaction id), as label and value rows. */
  details?: TMailDetail[];
  action?: TMailLink;
  /** Further links after the action (e.g. the documentation). */
  links?: TMailLink[];
  /** Smaller print after the action: validity, what to do if it was not you. */
  notes: string[];
};

export type TRenderedMail = { subject: string; html: string; text: string };

/** One message in every language: a typed input and the copy for each language. */
export type TMailTemplate<TInput> = Record<TMailLanguage, (input: TInput) => TMailContent>;

/**
 * One message written once: `compose` builds the mail from its input and one language's copy; `copy`
 * holds each language's words (texts and sentence functions, the same keys in every language), so
 * the languages differ only in wording, never in what the mail holds.
 */
export function defineMail<TInput, TCopy>(
  copy: Record<TMailLanguage, TCopy>,
  compose: (words: TCopy, input: TInput) => TMailContent,
): TMailTemplate<TInput> {
  const byLanguage = mailLanguages.map((language) => [language, (input: TInput) => compose(copy[language], input)]);
  return Object.fromEntries(byLanguage) as TMailTemplate<TInput>;
}

/** The copy of a mail that asks for one action (activate, confirm, reset): fixed texts, paragraphs from the input. */
export type TActionMailCopy<TInput> = {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: (input: TInput) => string[];
  action: string;
  notes: string[];
};

/** A mail whose button leads to `actionUrl(input)`; everything else is its copy. */
export function defineActionMail<TInput>(
  copy: Record<TMailLanguage, TActionMailCopy<TInput>>,
  actionUrl: (input: TInput) => string,
): TMailTemplate<TInput> {
  return defineMail(copy, (words, input) => ({
    subject: words.subject,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: words.paragraphs(input),
    action: { label: words.action, url: actionUrl(input) },
    notes: words.notes,
  }));
}
