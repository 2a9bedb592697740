import { describe, expect, it } from 'vitest';
import { isAllowedLinkProtocol } from './link-protocol.js';

describe('isAllowedLinkProtocol', () => {
  it.each([
    ['https://example.org', true],
    ['http://example.org/a?b=c:d', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['irc://irc.example.org/darts', true],
    ['ircs://irc.example.org/darts', true],
    ['mailto:captain@example.org', true],
    ['xmpp:league@example.org', true],
    ['/division/Premier', true],
    ['fixtures?date=2026-11:21', true],
    ['#top', true],
    ['//example.org/page', true],
    ['notes/page:2', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['ftp://example.org', false],
    ['tel:+441234', false],
  ])('%j → %s', (url, expected) => {
    expect(isAllowedLinkProtocol(url)).toBe(expected);
  });
});
