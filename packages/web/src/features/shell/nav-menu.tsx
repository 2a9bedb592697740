import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { MenuItem } from '@darts/contract';
import { can, canSeeAdminEntry } from '@darts/domain';
import { useMenuDivisions, useSite, useSiteName } from '../../lib/app-data';
import { SignOutForm } from '../../components/sign-out-form';
import { accessOf, loginUrl, useAccount } from '../../lib/session';
import type { ShellParts } from '../../lib/url-options';
import { isDivisionLinkActive, MenuLink } from './menu-link';

const menuId = 'main-menu';

/**
 * The main menu: configured items before and after the divisions, the current
 * divisions, Connections and Admin for those who may see them, and Login or Logout. Collapsed behind a Menu button on
 * small screens, and collapsed again whenever the page changes.
 */
export function NavMenu({ parts, extra }: { parts: ShellParts; extra?: ReactNode }) {
  const location = useLocation();
  // Open "at" one location: any navigation (a new location key) closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const expanded = openAt === location.key;
  const site = useSite().data;
  const siteName = useSiteName();
  const here = location.pathname + location.search + location.hash;

  return (
    <nav className="navbar navbar-expand-lg site-nav" data-bs-theme="dark" aria-label="Main">
      <div className="container">
        {parts.brand && (
          <Link className="navbar-brand" to="/">
            {siteName}
          </Link>
        )}
        <button
          type="button"
          className="navbar-toggler ms-auto"
          aria-controls={menuId}
          aria-expanded={expanded}
          onClick={() => setOpenAt(expanded ? null : location.key)}
        >
          <span className="navbar-toggler-icon" aria-hidden="true" />
          <span className="ms-2">Menu</span>
        </button>
        <div id={menuId} className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
          <ul className="navbar-nav me-auto">
            {parts.menuGroups && <MenuItems items={site?.menu.beforeDivisions ?? []} />}
            <DivisionItems />
            {parts.menuGroups && <MenuItems items={site?.menu.afterDivisions ?? []} />}
          </ul>
          <ul className="navbar-nav">
            <AccountItems here={here} />
            {extra}
          </ul>
        </div>
      </div>
    </nav>
  );
}

function MenuItems({ items }: { items: readonly MenuItem[] }) {
  return items.map((item) => (
    <li key={`${item.url}|${item.text}`} className="nav-item">
      <MenuLink url={item.url} text={item.text} />
    </li>
  ));
}

function DivisionItems() {
  const { entries, isLoading } = useMenuDivisions();
  const location = useLocation();
  if (isLoading) {
    return (
      <li className="nav-item">
        <span className="nav-link" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span className="visually-hidden">Loading divisions</span>
        </span>
      </li>
    );
  }
  return entries.map(({ division, href }) => {
    const active = isDivisionLinkActive(href, location);
    return (
      <li key={division.id} className="nav-item">
        <Link className={`nav-link${active ? ' active' : ''}`} to={href} aria-current={active ? 'page' : undefined}>
          {division.name}
        </Link>
      </li>
    );
  });
}

function AccountItems({ here }: { here: string }) {
  const { account, isLoading } = useAccount();
  if (isLoading) return null;
  // Coming back to the sign-in or sign-out page afterwards would be a dead end.
  const target = /^\/log(in|out)\b/.test(here) ? '/' : here;
  return (
    <>
      {can(accessOf(account), 'UseWebSockets') && (
        <li className="nav-item">
          <NavLink className="nav-link" to="/connections">
            Connections
          </NavLink>
        </li>
      )}
      {canSeeAdminEntry(accessOf(account)) && (
        <li className="nav-item">
          <NavLink className="nav-link" to="/admin">
            Admin
          </NavLink>
        </li>
      )}
      <li className="nav-item">
        {account ? (
          <SignOutForm redirectUrl={target} buttonClassName="nav-link">
            Logout ({account.givenName})
          </SignOutForm>
        ) : (
          <a className="nav-link" href={loginUrl(target)}>
            Login
          </a>
        )}
      </li>
    </>
  );
}
