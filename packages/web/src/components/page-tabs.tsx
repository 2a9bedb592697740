import { Link } from 'react-router';
import './page-tabs.css';

export type PageTab = { key: string; label: string; href: string };

/**
 * A page's tabs as links in a navigation landmark (division and admin pages). The strip wraps
 * rather than scrolls: on a phone every tab, and so the current one, is on screen at
 * once; below the small breakpoint they show as pills (page-tabs.css), since wrapped folder tabs
 * would hang off a line that is not theirs.
 */
export function PageTabs({
  label,
  tabs,
  current,
  className = 'mb-3',
}: {
  label: string;
  tabs: readonly PageTab[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav nav-tabs page-tabs">
        {tabs.map((tab) => (
          <li key={tab.key} className="nav-item">
            <Link
              to={tab.href}
              className={`nav-link${tab.key === current ? ' active' : ''}`}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
