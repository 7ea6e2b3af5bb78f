import type { TLocalizedText } from '@matchwire/contracts/common/lang';

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags that end a line of text; any other tag (b, code, a, …) sits inside a sentence. */
const blockTags = new Set([
  'address', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul',
]); // prettier-ignore

/**
 * Visible text of an HTML fragment: tags dropped (a block tag leaves a space, an inline one
 * nothing, so `<b>Key</b>:` reads `Key:`), common entities decoded, spaces collapsed.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>|<[^>]*>/gi, (_tag, name?: string) =>
      name && !blockTags.has(name.toLowerCase()) ? '' : ' ',
    )
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The one normal form of stored and typed search text: Unicode NFC (a Vietnamese "ó" typed as
 * o + combining acute equals the precomposed one) and lower case, done here rather than in SQL
 * so matching does not depend on the database's collation or on extensions (unaccent, pg_trgm)
 * that a service role may not install.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a FAQ is found by: its question and answer in every language. */
export function buildFaqSearchText(question: TLocalizedText, answer: TLocalizedText): string {
  const parts = [question.en, question.vi ?? '', htmlToPlainText(answer.en), htmlToPlainText(answer.vi ?? '')];
  return normalizeSearchText(parts.join(' \n '));
}
