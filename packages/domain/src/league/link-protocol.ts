/** Link protocols a markdown note may use. */
export const allowedLinkProtocols = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * Whether a markdown note may link to `url`: relative links, or one of the allowed
 * protocols, any case. Read as a browser would: tabs and newlines anywhere and leading or trailing
 * control characters and spaces are dropped first, so `java\tscript:` is still `javascript:`. A
 * colon after the first `/`, `?` or `#` belongs to a relative link. Pass the URL after the markdown
 * parser has decoded character references (`&colon;`).
 */
export function isAllowedLinkProtocol(url: string): boolean {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const colon = cleaned.indexOf(':');
  if (colon < 0) return true;
  const beforeColon = cleaned.slice(0, colon);
  if (/[/?#]/.test(beforeColon)) return true;
  return (allowedLinkProtocols as readonly string[]).includes(beforeColon.toLowerCase());
}
