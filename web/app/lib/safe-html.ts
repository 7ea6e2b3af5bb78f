import { Parser } from 'htmlparser2';

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

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** http(s), mailto, same-site paths and in-page anchors; everything else (javascript:, data:) is dropped. */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (url.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/.test(url)) return /^(https?|mailto):/.test(url);
  return true;
}

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

/** Inline markdown: code, bold, italic, links (escaped first, so no HTML survives). */
function renderInline(text: string): string {
  const codes: string[] = [];
  let html = escapeText(text).replace(/`([^`]+)`/g, (_match, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  html = html
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, label: string, href: string) =>
      isSafeUrl(href) ? `<a href="${href.replace(/"/g, '&quot;')}">${label}</a>` : label,
    );
  // eslint-disable-next-line no-control-regex
  return html.replace(/\u0000(\d+)\u0000/g, (_match, index: string) => codes[Number(index)] ?? '');
}

/**
 * A small markdown subset for guides: headings, paragraphs, lists, fenced code, quotes and rules.
 * The result still goes through `sanitizeHtml`.
 */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push(`<${list.tag}>${list.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = line.match(/^```\s*([\w-]*)/);
    if (fence) {
      flushParagraph();
      flushList();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').startsWith('```')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      const className = fence[1] ? ` class="language-${fence[1]}"` : '';
      blocks.push(`<pre><code${className}>${escapeText(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    const bullet = line.match(/^\s*[-*+]\s+(.*)$/);
    const numbered = line.match(/^\s*\d+[.)]\s+(.*)$/);
    if (heading) {
      flushParagraph();
      flushList();
      const level = Math.min(6, Math.max(2, heading[1]!.length));
      blocks.push(`<h${level}>${renderInline(heading[2] ?? '')}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list && (list as { tag: string }).tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (/^\s*(---|\*\*\*)\s*$/.test(line)) {
      flushParagraph();
      flushList();
      blocks.push('<hr>');
    } else if (line.startsWith('>')) {
      flushParagraph();
      flushList();
      blocks.push(`<blockquote><p>${renderInline(line.replace(/^>\s?/, ''))}</p></blockquote>`);
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks.join('\n');
}

/** A text that is HTML (starts with a tag) is sanitised as it is; anything else is read as markdown. */
export function toSafeHtml(text: string | null | undefined): string {
  if (!text) return '';
  const trimmed = text.trim();
  return sanitizeHtml(/^<[a-z!]/i.test(trimmed) ? trimmed : renderMarkdown(trimmed));
}

/** Plain text of an HTML fragment (summaries, meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined, maxLength?: number): string {
  if (!html) return '';
  let text = '';
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) droppedDepth += 1;
        else if (!VOID_TAGS.has(name)) text += ' ';
      },
      ontext(chunk) {
        if (droppedDepth === 0) text += chunk;
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) droppedDepth = Math.max(0, droppedDepth - 1);
        else text += ' ';
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
