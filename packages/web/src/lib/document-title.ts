import { useEffect } from 'react';
import { useSiteName } from './app-data';

/** `{page} – {site name}` as the browser tab title, so tabs and history entries say where they lead. */
export function pageTitle(page: string | undefined, siteName: string) {
  return page ? `${page} – ${siteName}` : siteName;
}

/**
 * Sets the tab title while the calling page is shown; once it goes, the title falls back to the
 * site name, so a page can never keep the title of the page before it.
 */
export function useDocumentTitle(page: string | undefined) {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = pageTitle(page, siteName);
    return () => {
      document.title = siteName;
    };
  }, [page, siteName]);
}
