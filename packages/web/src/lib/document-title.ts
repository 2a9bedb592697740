import { useEffect } from 'react';
import { useSiteName } from './app-data';

/** `{page} – {site name}` as the browser tab title, so tabs and history entries say where they lead. */
export function pageTitle(page: string | undefined, siteName: string) {
  return page ? `${page} – ${siteName}` : siteName;
}

export function useDocumentTitle(page: string | undefined) {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = pageTitle(page, siteName);
  }, [page, siteName]);
}
