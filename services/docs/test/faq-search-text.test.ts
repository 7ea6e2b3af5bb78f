import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../src/db/faq-search-text.ts';

describe('htmlToPlainText (FAQ answers in search results)', () => {
  it('keeps inline markup inside its sentence and separates blocks', () => {
    expect(
      htmlToPlainText('<p>Open <b>Console → API Key</b>: the key starts with <code>mw_live_</code>.</p><p>Next</p>'),
    ).toBe('Open Console → API Key: the key starts with mw_live_. Next');
    expect(htmlToPlainText('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
  });

  it('drops scripts and styles and decodes entities', () => {
    expect(htmlToPlainText('<style>p{}</style>a &amp; b<script>x()</script> &lt;c&gt; &#233;')).toBe('a & b <c> é');
  });
});
