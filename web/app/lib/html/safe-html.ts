import { Parser } from 'htmlparser2';
import { escapeAttribute, escapeText, isSafeUrl } from './html-escape';
import { renderMarkdown } from './markdown';
import { keptResults } from '../memo/kept-results';

/**
 * Content HTML from the docs service (guides, FAQ answers, blog articles) goes through an
 * allowlist before it reaches `dangerouslySetInnerHTML`: known tags only, a few attributes,
 * http(s)/mailto/relative links, no scripts, styles or event handlers. The same code runs on the
 * server and in the browser, so hydration sees the same markup.
 */
const ALLOWED_TAGS = new Set([
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small', 'span',
  'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]); // prettier-ignore
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Whose text is dropped along with the tag. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
]);
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start']),
  code: new Set(['class']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

export function sanitizeHtml(html: string): string {
  let output = '';
  let droppedDepth = 0;
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || DROPPED_WITH_CONTENT.has(name)) {
          if (!VOID_TAGS.has(name)) droppedDepth += 1;
          return;
        }
        if (!ALLOWED_TAGS.has(name)) return;
        const allowed = ALLOWED_ATTRIBUTES[name];
        let attributeText = '';
        for (const [key, value] of Object.entries(attributes)) {
          if (!allowed?.has(key)) continue;
          if (URL_ATTRIBUTES.has(key) && !isSafeUrl(value)) continue;
          if (key === 'class' && !/^language-[\w-]+$/.test(value)) continue;
          attributeText += ` ${key}="${escapeAttribute(value)}"`;
        }
        if (name === 'a' && /^https?:/i.test(attributes.href ?? '')) {
          attributeText += ' rel="noopener noreferrer nofollow" target="_blank"';
        }
        if (name === 'img') attributeText += ' loading="lazy"';
        output += `<${name}${attributeText}>`;
        if (!VOID_TAGS.has(name)) open.push(name);
      },
      ontext(text) {
        if (droppedDepth === 0) output += escapeText(text);
      },
      onclosetag(name) {
        if (droppedDepth > 0) {
          if (!VOID_TAGS.has(name)) droppedDepth -= 1;
          return;
        }
        if (!ALLOWED_TAGS.has(name) || VOID_TAGS.has(name)) return;
        const index = open.lastIndexOf(name);
        if (index === -1) return;
        // Close anything left open inside it, so the output is always well nested.
        while (open.length > index) output += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}

/**
 * Content texts change only when the docs service's content does, but a page shows the same ones
 * to every visitor: each text's result is kept (by the text itself, so a changed text is simply
 * another entry) instead of being parsed again for every render. Should the kept texts pass about
 * 4 million characters (the demo content is under 1 % of that), they are forgotten and kept anew.
 */
const MAX_KEPT_CHARS = 4_000_000;
const charsOf = (key: string, value: string) => key.length + value.length;
const keptHtml = keptResults(MAX_KEPT_CHARS, charsOf);
const keptText = keptResults(MAX_KEPT_CHARS, charsOf);

/** A text that is HTML (starts with a tag) is sanitised as it is; anything else is read as markdown. */
export function toSafeHtml(text: string | null | undefined): string {
  if (!text) return '';
  return keptHtml(text, () => {
    const trimmed = text.trim();
    return sanitizeHtml(/^<[a-z!]/i.test(trimmed) ? trimmed : renderMarkdown(trimmed));
  });
}

/** Tags inside a sentence: their text joins its neighbours without a space (`<b>Key</b>:` → `Key:`). */
const INLINE_TAGS = new Set([
  'a',
  'b',
  'code',
  'del',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Plain text of an HTML fragment (summaries, meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined, maxLength?: number): string {
  if (!html) return '';
  return keptText(`${maxLength ?? ''}:${html}`, () => plainTextOf(html, maxLength));
}

function plainTextOf(html: string, maxLength: number | undefined): string {
  let text = '';
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) droppedDepth += 1;
        else if (!INLINE_TAGS.has(name)) text += ' ';
      },
      ontext(chunk) {
        if (droppedDepth === 0) text += chunk;
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) droppedDepth = Math.max(0, droppedDepth - 1);
        else if (!INLINE_TAGS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!maxLength || collapsed.length <= maxLength) return collapsed;
  return `${collapsed.slice(0, maxLength - 1).trimEnd()}…`;
}
