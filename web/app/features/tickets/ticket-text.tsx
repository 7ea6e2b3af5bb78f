import { Fragment, type ReactNode } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** One line with its http(s) addresses as links; React escapes the rest (SPEC 5: angle brackets shown as text). */
function linkify(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(line.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer nofollow">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/**
 * A ticket message as written (SPEC 5): text escaped, newlines as line breaks, http(s) addresses
 * clickable; no other scheme (javascript:, data:) ever becomes a link.
 */
export function TicketText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {linkify(line)}
    </Fragment>
  ));
}
