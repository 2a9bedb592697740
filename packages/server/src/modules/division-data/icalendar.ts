/**
 * A small iCalendar (RFC 5545) writer: content lines, text escaping, folding at 75 octets and
 * CRLF line ends. Only what the division calendar feed needs.
 */

/** A content line before folding: `NAME[;PARAM=..]` and its already-formatted value. */
export type ContentLine = readonly [name: string, value: string];

/** A component (VCALENDAR, VEVENT, …) with its properties and nested components. */
export type Component = { name: string; lines: readonly ContentLine[]; components?: readonly Component[] };

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds a line so that no physical line exceeds 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function* linesOf(component: Component): Generator<string> {
  yield `BEGIN:${component.name}`;
  for (const [name, value] of component.lines) yield `${name}:${value}`;
  for (const child of component.components ?? []) yield* linesOf(child);
  yield `END:${component.name}`;
}

/** The document: every line folded, every line ended with CRLF. */
export function renderComponent(component: Component): string {
  let text = '';
  for (const line of linesOf(component)) text += `${foldLine(line)}\r\n`;
  return text;
}

/** `YYYYMMDDTHHMMSSZ` from an ISO instant (`updated` audit timestamps). */
export function utcDateTime(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** `YYYYMMDD` from a calendar date. */
export function dateValue(date: string): string {
  return date.slice(0, 10).replace(/-/g, '');
}

/**
 * `YYYYMMDDTHHMMSS` (floating local time, used with a TZID) for a calendar date plus a time of day;
 * `offsetMs` may run past midnight into the next day.
 */
export function localDateTime(date: string, offsetMs: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + offsetMs).toISOString().slice(0, 19).replace(/[-:]/g, '');
}
