import type { ReactNode } from 'react';
import { isAllowedLinkProtocol } from '@darts/domain';

/**
 * A small, safe markdown renderer for fixture-date notes (spec 1 §2 Note banner, §5). It builds React
 * elements only, never HTML strings, so raw HTML in a note shows as text. Supported: paragraphs, line
 * breaks, `- `/`* `/`+ ` bullet lists, **bold**, *italic* / _italic_, `code`, [links](url) and bare
 * http(s) URLs. Links keep their text but lose the link unless the protocol is allowed (spec 1 §5:
 * http, https, irc, ircs, mailto, xmpp, or a relative link).
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={className}>{blocks(text)}</div>;
}

const listItem = /^\s{0,3}[-*+]\s+(.*)$/;

function blocks(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const lines = paragraph;
    out.push(
      <p key={out.length} className="mb-1">
        {lines.flatMap((line, index) =>
          index === 0 ? inline(line) : [<br key={`br${index}`} />, ...inline(line, `l${index}`)],
        )}
      </p>,
    );
    paragraph = [];
  };
  const flushList = () => {
    if (list.length === 0) return;
    out.push(
      <ul key={out.length} className="mb-1">
        {list.map((item, index) => (
          <li key={index}>{inline(item)}</li>
        ))}
      </ul>,
    );
    list = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const item = listItem.exec(line);
    if (item) {
      flushParagraph();
      list.push(item[1] ?? '');
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
  return out;
}

const escapable = /[\\`*_[\]()#+\-.!<>{}|~]/;
// A destination may hold one level of balanced brackets: `(https://example.org/a_(b))`.
const linkPattern = /^\[([^\]]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+"[^"]*")?\s*\)/;
const bareUrl = /^https?:\/\/[^\s<]*[^\s<.,;:!?)\]'"]/i;

/** Inline spans of one line, as React nodes. */
function inline(text: string, prefix = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  let i = 0;
  const key = () => `${prefix}${out.length}`;
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  const push = (node: ReactNode) => {
    flush();
    out.push(node);
  };

  while (i < text.length) {
    const ch = text[i]!;
    const rest = text.slice(i);
    if (ch === '\\' && escapable.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push(<code key={key()}>{text.slice(i + 1, end)}</code>);
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**') || rest.startsWith('__')) {
      const marker = rest.slice(0, 2);
      let end = text.indexOf(marker, i + 2);
      // In a run of three (`***`) the strong closes on the last two, the emphasis on the first.
      while (end > 0 && text[end + 2] === marker[0]) end += 1;
      if (end > i + 2) {
        push(<strong key={key()}>{inline(text.slice(i + 2, end), `${key()}-`)}</strong>);
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && opensEmphasis(text, i)) {
      const end = closingEmphasis(text, ch, i + 1);
      if (end > 0) {
        push(<em key={key()}>{inline(text.slice(i + 1, end), `${key()}-`)}</em>);
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = linkPattern.exec(rest);
      if (link) {
        const label = inline(link[1] ?? '', `${key()}-`);
        const href = decodeCharacterReferences(link[2] ?? '');
        push(
          isAllowedLinkProtocol(href) && href !== '' ? (
            <a key={key()} href={href} rel="noopener noreferrer">
              {label}
            </a>
          ) : (
            <span key={key()}>{label}</span>
          ),
        );
        i += link[0].length;
        continue;
      }
    }
    if ((ch === 'h' || ch === 'H') && !/[\w/]/.test(text[i - 1] ?? ' ')) {
      const url = bareUrl.exec(rest);
      if (url) {
        push(
          <a key={key()} href={url[0]} rel="noopener noreferrer">
            {url[0]}
          </a>,
        );
        i += url[0].length;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

/** `*x*` opens emphasis when the marker is followed by text and, for `_`, is not inside a word. */
function opensEmphasis(text: string, at: number) {
  const next = text[at + 1];
  if (next === undefined || /\s/.test(next) || next === text[at]) return false;
  return text[at] === '*' || !/\w/.test(text[at - 1] ?? ' ');
}

function closingEmphasis(text: string, marker: string, from: number) {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text[i] === marker && !/\s/.test(text[i - 1] ?? ' ') && text[i + 1] !== marker) {
      if (marker === '_' && /\w/.test(text[i + 1] ?? ' ')) continue;
      return i;
    }
  }
  return -1;
}

const namedReferences: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/** Character references decoded as a markdown parser would before the protocol check (`&colon;`, `&#58;`). */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedReferences[name.toLowerCase()] ?? whole;
  });
}
