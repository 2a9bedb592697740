import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, localDateTime, renderComponent, utcDateTime } from './icalendar.js';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
  ])('%j → %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe('foldLine (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it.each([
    ['ASCII', `SUMMARY:${'abc '.repeat(60)}`],
    ['two-octet', `SUMMARY:${'é'.repeat(100)}`],
    ['four-octet', `SUMMARY:${'🎯🏷️'.repeat(40)}`],
  ])('keeps every %s line within 75 octets without splitting a character', (_kind, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('renderComponent', () => {
  it('writes BEGIN/END around properties and nested components, every line ended with CRLF', () => {
    const text = renderComponent({
      name: 'VCALENDAR',
      lines: [['VERSION', '2.0']],
      components: [{ name: 'VEVENT', lines: [['UID', 'x']] }],
    });
    expect(text).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
  });
});

describe('date and time values', () => {
  it('writes UTC stamps, and local times that may run into the next day', () => {
    expect(utcDateTime('2026-11-21T12:34:56.1234567Z')).toBe('20261121T123456Z');
    expect(localDateTime('2026-10-01T00:00:00', (19 * 60 + 30) * 60_000)).toBe('20261001T193000');
    expect(localDateTime('2026-12-31', 26 * 3_600_000)).toBe('20270101T020000');
  });
});
