import type { TMailLanguage } from './language.ts';

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
