import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseUrlOptions, type UrlOptions } from './url-options';

/** The current page's URL options, following navigation. */
export function useUrlOptions(): UrlOptions {
  const { search } = useLocation();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return useMemo(() => parseUrlOptions(search, userAgent), [search, userAgent]);
}
