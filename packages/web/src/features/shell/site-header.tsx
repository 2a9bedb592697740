import { useSite } from '../../lib/app-data';
import type { ShellParts } from '../../lib/url-options';
import { FullScreenButton } from './full-screen-button';
import { NavMenu } from './nav-menu';

/** The banner: contact e-mail and social links, then the menu with the site name. */
export function SiteHeader({ parts, controls }: { parts: ShellParts; controls: boolean }) {
  const site = useSite().data;
  const socialLinks = site?.socialLinks ?? [];
  const hasContacts = Boolean(site?.contactEmail) || socialLinks.length > 0;
  return (
    <header className="site-header">
      {hasContacts && (
        <div className="site-contacts">
          <div className="container d-flex flex-wrap justify-content-lg-end column-gap-3">
            {site?.contactEmail && <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>}
            {socialLinks.map((link) => (
              <a key={link.url} href={link.url} target="_blank" rel="noopener">
                {link.name}
              </a>
            ))}
          </div>
        </div>
      )}
      {parts.menu && (
        <NavMenu
          parts={parts}
          extra={
            controls && (
              <li className="nav-item">
                <FullScreenButton />
              </li>
            )
          }
        />
      )}
    </header>
  );
}
