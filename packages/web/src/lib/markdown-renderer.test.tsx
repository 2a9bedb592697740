import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown-renderer';

function html(text: string) {
  const { container } = render(<Markdown text={text} />);
  // Newlines between elements are only source formatting; the page shows none of them.
  return (container.firstChild as HTMLElement).innerHTML.replace(/\n/g, '');
}

describe('Markdown (spec 1 §2 note banner, §5 link protocols)', () => {
  it.each([
    ['plain text', 'Bring a pen', '<p class="mb-1">Bring a pen</p>'],
    ['paragraphs', 'One\n\nTwo', '<p class="mb-1">One</p><p class="mb-1">Two</p>'],
    ['line breaks', 'One\nTwo', '<p class="mb-1">One<br>Two</p>'],
    ['bold', 'a **big** night', '<p class="mb-1">a <strong>big</strong> night</p>'],
    ['italic with stars', 'an *odd* one', '<p class="mb-1">an <em>odd</em> one</p>'],
    ['italic with underscores', 'an _odd_ one', '<p class="mb-1">an <em>odd</em> one</p>'],
    ['underscores inside words', 'snake_case_name', '<p class="mb-1">snake_case_name</p>'],
    ['bold italic', '**very *big***', '<p class="mb-1"><strong>very <em>big</em></strong></p>'],
    ['code', 'use `501` start', '<p class="mb-1">use <code>501</code> start</p>'],
    ['no markup inside code', '`**x**`', '<p class="mb-1"><code>**x**</code></p>'],
    ['escapes', '\\*not italic\\*', '<p class="mb-1">*not italic*</p>'],
    ['unclosed markers', 'a * b ** c', '<p class="mb-1">a * b ** c</p>'],
    ['bullet list', '- one\n- **two**', '<ul class="mb-1"><li>one</li><li><strong>two</strong></li></ul>'],
    [
      'list after a paragraph',
      'Bring:\n* darts\n* chalk',
      '<p class="mb-1">Bring:</p><ul class="mb-1"><li>darts</li><li>chalk</li></ul>',
    ],
    [
      'raw HTML is text',
      '<b>hi</b><script>x()</script>',
      '<p class="mb-1">&lt;b&gt;hi&lt;/b&gt;&lt;script&gt;x()&lt;/script&gt;</p>',
    ],
    ['an image tag is text', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('renders %s', (_name, text, expected) => {
    expect(html(text)).toBe(expected);
  });

  it.each([
    ['https://example.org/rules', true],
    ['http://example.org', true],
    ['mailto:secretary@example.org', true],
    ['irc://irc.example.org/darts', true],
    ['ircs://irc.example.org/darts', true],
    ['xmpp:league@example.org', true],
    ['/division/Premier/fixtures', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['javascript&colon;alert(1)', false],
    ['javascript&#58;alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://example.org/file', false],
  ])('links to %s only when the protocol is allowed (%s)', (url, allowed) => {
    const { container } = render(<Markdown text={`[the rules](${url})`} />);
    if (allowed) {
      expect(screen.getByRole('link', { name: 'the rules' })).toHaveAttribute('href', url);
    } else {
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(container).toHaveTextContent('the rules');
    }
  });

  it('keeps formatting inside link text', () => {
    render(<Markdown text="[**Cup** draw](https://example.org/cup)" />);
    const link = screen.getByRole('link', { name: 'Cup draw' });
    expect(link.querySelector('strong')).toHaveTextContent('Cup');
  });

  it('links bare web addresses, leaving trailing punctuation out', () => {
    render(<Markdown text="See https://example.org/table." />);
    expect(screen.getByRole('link', { name: 'https://example.org/table' })).toHaveAttribute(
      'href',
      'https://example.org/table',
    );
  });

  it('never sets inner HTML', () => {
    const { container } = render(<Markdown text={'[x](javascript:alert(1)) <a href="javascript:alert(1)">y</a>'} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('x <a href="javascript:alert(1)">y</a>');
  });

  it.each([
    ['a heading', '# Cup night\n\nBring darts', 'h3', 'Cup night'],
    ['a smaller heading', '## Venue', 'h4', 'Venue'],
    ['a numbered list', '1. darts\n2. chalk', 'ol > li', 'darts'],
    ['a block quote', '> From the committee', 'blockquote', 'From the committee'],
    ['a table', '| Team | Pts |\n| --- | --- |\n| Kings | 12 |', 'table td', 'Kings'],
    ['a struck-out line', '~~cancelled~~', 'del', 'cancelled'],
  ])('renders %s as real markdown, not raw symbols', (_name, text, selector, content) => {
    const { container } = render(<Markdown text={text} />);
    expect(container.querySelector(selector)).toHaveTextContent(content);
    expect(container.textContent).not.toMatch(/^[#>|]|\|\s*---|~~|^1\./m);
  });

  it('keeps every row and cell of a pasted table', () => {
    render(<Markdown text={'| Team | Pts |\n| --- | ---: |\n| Kings | 12 |\n| Queens | 9 |'} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Pts' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Queens' })).toBeInTheDocument();
  });

  it.each([
    ['&colon;', 'javascript&colon;alert(1)'],
    ['&#58;', 'javascript&#58;alert(1)'],
    ['&#x3A;', 'javascript&#x3A;alert(1)'],
  ])('decodes %s before checking the protocol', (_reference, url) => {
    render(<Markdown text={`[the rules](${url})`} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an image as a link to it (the content policy blocks pictures from elsewhere)', () => {
    const { container } = render(<Markdown text="![Cup poster](https://example.org/poster.png)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cup poster' })).toHaveAttribute('href', 'https://example.org/poster.png');
  });

  it('drops an image whose protocol is not allowed, keeping its name', () => {
    const { container } = render(<Markdown text="![x](javascript:alert(1))" />);
    expect(container.querySelector('a, img')).toBeNull();
    expect(container).toHaveTextContent('x');
  });
});
