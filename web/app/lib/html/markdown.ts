import { escapeText, isSafeUrl } from './html-escape';

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

/** `| a | b |` → ['a', 'b']; a pipe written `\\|` stays in its cell. */
function splitRow(line: string): string[] {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** A table: a header row, a `|---|---|` separator, then body rows; short rows are padded. */
function renderTable(header: string, rows: string[]): string {
  const columns = splitRow(header);
  const cells = (line: string) => {
    const values = splitRow(line);
    return columns.map((_column, index) => values[index] ?? '');
  };
  const head = columns.map((cell) => `<th>${renderInline(cell)}</th>`).join('');
  const body = rows.map(
    (row) =>
      `<tr>${cells(row)
        .map((cell) => `<td>${renderInline(cell)}</td>`)
        .join('')}</tr>`,
  );
  return `<table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

/**
 * A small markdown subset for guides: headings, paragraphs, lists, tables, fenced code, quotes
 * and rules. The result still goes through `sanitizeHtml`.
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
    if (line.includes('|') && TABLE_SEPARATOR.test(lines[index + 1] ?? '')) {
      flushParagraph();
      flushList();
      const rows: string[] = [];
      index += 2;
      while (index < lines.length && (lines[index] ?? '').trim().startsWith('|')) {
        rows.push(lines[index] ?? '');
        index += 1;
      }
      index -= 1;
      blocks.push(renderTable(line, rows));
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
