/** Where a sign-in or sign-out goes when no safe target was given. */
export const defaultRedirectTarget = '/';

/** Longer targets are not links anyone follows; refusing them keeps Location headers small. */
const maximumTargetLength = 2048;

/**
 * The target carried by a query string: everything after `redirectUrl=` (the name
 * matched case-insensitively) up to the next unencoded `&`, decoded once. Callers encode the target
 * or not, so a value that does not decode is taken as it stands. Undefined when there is none.
 */
export function redirectTargetInQuery(query: string): string | undefined {
  for (const part of query.replace(/^\?/, '').split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).toLowerCase() !== 'redirecturl') continue;
    const raw = part.slice(equals + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * `target` as a path on this site when it is safe to redirect to, otherwise `/` (contract §4.4:
 * only this origin or relative paths). Accepts a path (`/division/x?y=1`) or an absolute URL on
 * `origin` (`https://host/division/x`), which is returned as its path. Refuses other hosts,
 * scheme-relative `//host` and `/\host` (browsers read `\` as `/`), other schemes (`javascript:`)
 * and control characters (browsers drop tabs and newlines, turning `/\t/host` into `//host`).
 * Characters outside printable ASCII are percent-encoded so the result is a valid Location header.
 */
export function safeRedirectTarget(target: string | null | undefined, origin: string): string {
  if (!target || target.length > maximumTargetLength || /[\u0000-\u001f\u007f]/.test(target))
    return defaultRedirectTarget;
  const path = pathOnOrigin(target, origin.replace(/\/+$/, ''));
  if (path === undefined || !path.startsWith('/') || path[1] === '/' || path[1] === '\\') return defaultRedirectTarget;
  try {
    return path.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  } catch {
    // A lone surrogate cannot be encoded.
    return defaultRedirectTarget;
  }
}

/** The path part of `target` when it is relative or an absolute URL on `origin`; undefined otherwise. */
function pathOnOrigin(target: string, origin: string): string | undefined {
  if (!/^[a-z][a-z\d+.-]*:/i.test(target)) return target;
  if (target.slice(0, origin.length).toLowerCase() !== origin.toLowerCase()) return undefined;
  const rest = target.slice(origin.length);
  if (rest === '') return defaultRedirectTarget;
  // `https://host.evil.com`, `https://host@evil.com`, `https://host:8080` are other origins.
  if (!/^[/?#]/.test(rest)) return undefined;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
