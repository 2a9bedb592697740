/**
 * The page to go to after signing in: a path on this site only (not `//host` or `/\host`, which
 * browsers read as another host), otherwise `/`.
 */
export function localRedirectTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target[1] === '/' || target[1] === '\\') return '/';
  if (/[\u0000-\u001f\u007f]/.test(target)) return '/';
  return target;
}
