import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, code and inline marks without letting HTML through', () => {
    const markdown = '# Title\n\nSome **bold** and `code` <b>raw</b>.\n\n- one\n- two\n\n```json\n{"a": 1}\n```';
    expect(renderMarkdown(markdown)).toBe(
      [
        '<h2>Title</h2>',
        '<p>Some <strong>bold</strong> and <code>code</code> &lt;b&gt;raw&lt;/b&gt;.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<pre><code class="language-json">{"a": 1}</code></pre>',
      ].join('\n'),
    );
  });

  it('drops unsafe link targets', () => {
    expect(renderMarkdown('[x](javascript:alert)')).toBe('<p>x</p>');
  });

  it('renders a table: header cells, body rows padded to the header, inline marks and escaped pipes in cells', () => {
    const markdown = [
      'Limits:',
      '| plan | calls | note |',
      '|---|:---:|---|',
      '| Trial | **200** a day | `sport\\|day` |',
      '| Pro | 10 000 |',
      '',
      'After the table.',
    ].join('\n');
    expect(renderMarkdown(markdown)).toBe(
      [
        '<p>Limits:</p>',
        '<table><thead><tr><th>plan</th><th>calls</th><th>note</th></tr></thead><tbody>' +
          '<tr><td>Trial</td><td><strong>200</strong> a day</td><td><code>sport|day</code></td></tr>' +
          '<tr><td>Pro</td><td>10 000</td><td></td></tr></tbody></table>',
        '<p>After the table.</p>',
      ].join('\n'),
    );
  });

  it('leaves a line with pipes but no separator under it as text', () => {
    expect(renderMarkdown('a | b\nc | d')).toBe('<p>a | b c | d</p>');
  });
});
