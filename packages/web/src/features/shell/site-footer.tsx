import { Link } from 'react-router';
import { useSite, useSiteName } from '../../lib/app-data';
import { BuildInfoButton } from './build-info';

/** The footer: the site name, About, and build info on test builds. */
export function SiteFooter() {
  const site = useSite().data;
  const siteName = useSiteName();
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{siteName}</span>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Link to="/about">About</Link>
          {site && <BuildInfoButton build={site.build} />}
        </div>
      </div>
    </footer>
  );
}
