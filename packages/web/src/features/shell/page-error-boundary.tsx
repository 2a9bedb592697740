import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { api } from '../../lib/api-client';
import { useErrorReporter } from '../../lib/error-reporter';
import { ErrorScreen } from './error-screen';

/**
 * Around the page content: an error shows the error screen (reported once), leaves the header and
 * menu working, and clears itself when the visitor goes to another page.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const reporter = useErrorReporter();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => reporter.report(error)}
      fallback={(error, reset) => (
        <ErrorScreen
          error={error}
          onClear={reset}
          onRefresh={() => {
            api.invalidateCache();
            void queryClient.invalidateQueries();
            reset();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
