import { NavLink } from 'react-router';

/** Whether a configured menu url stays in the app (a url starting with / is internal). */
export function isInternalUrl(url: string) {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A menu entry: an in-app link, or an external page opened in a new tab. */
export function MenuLink({ url, text }: { url: string; text: string }) {
  if (isInternalUrl(url)) {
    return (
      <NavLink className="nav-link" to={url}>
        {text}
      </NavLink>
    );
  }
  return (
    <a className="nav-link" href={url} target="_blank" rel="noopener">
      {text}
      <span aria-hidden="true" className="external-mark">
        {' '}
        ↗
      </span>
    </a>
  );
}

/**
 * Whether a division link points at the page being shown. Links to `/teams/{season}/?division=X`
 * share their path, so the `division` query decides; `/division/X` also covers its modes.
 */
export function isDivisionLinkActive(href: string, location: { pathname: string; search: string }) {
  const target = new URL(href, 'http://here');
  const normalise = (path: string) => decodeURIComponent(path).replace(/\/+$/, '').toLowerCase();
  const targetPath = normalise(target.pathname);
  const herePath = normalise(location.pathname);
  const wanted = target.searchParams.getAll('division').map((name) => name.toLowerCase());
  if (wanted.length === 0) return herePath === targetPath || herePath.startsWith(`${targetPath}/`);
  const shown = new URLSearchParams(location.search).getAll('division').map((name) => name.toLowerCase());
  return herePath === targetPath && wanted.every((name) => shown.includes(name));
}
