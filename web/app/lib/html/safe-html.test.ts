import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './html-escape';
import { htmlToText, sanitizeHtml, toSafeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps allowed tags and drops scripts, styles and event handlers', () => {
    const html = '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><style>p{}</style></p>';
    expect(sanitizeHtml(html)).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('drops javascript: and data: links but keeps http, mailto and relative ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA">')).toBe('<img loading="lazy">');
    expect(sanitizeHtml('<a href="/docs?id=20">docs</a>')).toBe('<a href="/docs?id=20">docs</a>');
    expect(sanitizeHtml('<a href="https://x.io">x</a>')).toBe(
      '<a href="https://x.io" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it('escapes text and attribute values and closes what was left open', () => {
    expect(sanitizeHtml('<p title="a">1 &lt; 2 <em>open')).toBe('<p>1 &lt; 2 <em>open</em></p>');
    expect(sanitizeHtml('<img alt="&quot;><script>" src="/a.png">')).toBe(
      '<img alt="&quot;&gt;&lt;script&gt;" src="/a.png" loading="lazy">',
    );
  });

  it('keeps Vietnamese text as it is', () => {
    expect(sanitizeHtml('<p>Khóa API của bạn</p>')).toBe('<p>Khóa API của bạn</p>');
  });
});

describe('toSafeHtml and htmlToText', () => {
  it('reads HTML as HTML and anything else as markdown', () => {
    expect(toSafeHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(toSafeHtml('**x**')).toBe('<p><strong>x</strong></p>');
    expect(toSafeHtml(null)).toBe('');
  });

  it('gives plain text, cut with an ellipsis', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world');
    expect(htmlToText('<p>abcdefghij</p>', 5)).toBe('abcd…');
    expect(htmlToText('<p>Open <b>Console</b>: <code>key</code>s</p><p>Next</p>')).toBe('Open Console: keys Next');
  });

  it('gives an edited text its new result although the old one is kept', () => {
    expect(toSafeHtml('## Rate limits')).toBe('<h2>Rate limits</h2>');
    expect(toSafeHtml('## Rate limits')).toBe('<h2>Rate limits</h2>');
    expect(toSafeHtml('## Rate limits and quotas')).toBe('<h2>Rate limits and quotas</h2>');
    expect(htmlToText('<p>abcdefghij</p>', 5)).toBe('abcd…');
    expect(htmlToText('<p>abcdefghij</p>', 8)).toBe('abcdefg…');
    expect(htmlToText('<p>abcdefghij</p>')).toBe('abcdefghij');
  });

  it('tells safe URLs', () => {
    expect(isSafeUrl('//evil.example')).toBe(false);
    expect(isSafeUrl('mailto:a@b.c')).toBe(true);
  });
});
