import type { ReactNode } from 'react';
import { Loading } from '../../components/loading';
import { useAppData } from '../../lib/app-data';

/**
 * Pages wait for the start-up data (spec 1 §4 page load). A failed load is thrown to the page's
 * error boundary, which shows the error screen with Refresh data.
 */
export function AppDataGate({ children }: { children: ReactNode }) {
  const data = useAppData();
  if (data.status === 'loading') return <Loading what="Loading the league" />;
  if (data.status === 'error') throw data.error;
  return children;
}
