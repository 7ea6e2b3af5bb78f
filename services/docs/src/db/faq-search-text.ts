import type { TLocalized } from '../schemas/localized.ts';

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
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
export function buildFaqSearchText(question: TLocalized, answer: TLocalized): string {
  const parts = [question.en, question.vi ?? '', htmlToPlainText(answer.en), htmlToPlainText(answer.vi ?? '')];
  return normalizeSearchText(parts.join(' \n '));
}
