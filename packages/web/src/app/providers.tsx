import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ClockProvider } from '../lib/clock';
import { listenForValidationProblems } from '../lib/api-client';
import {
  ErrorReporterContext,
  installGlobalErrorHandlers,
  reportValidationProblem,
  type ErrorReporter,
} from '../lib/error-reporter';
import { LiveProvider } from '../lib/live';

/** Everything a page needs around it, wired explicitly so tests build the same app as production. */
export function AppProviders({
  queryClient,
  reporter,
  now,
  children,
}: {
  queryClient: QueryClient;
  reporter: ErrorReporter;
  now: () => Date;
  children: ReactNode;
}) {
  useEffect(() => installGlobalErrorHandlers(reporter), [reporter]);
  useEffect(() => listenForValidationProblems((problem) => reportValidationProblem(reporter, problem)), [reporter]);
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorReporterContext.Provider value={reporter}>
        <ClockProvider now={now}>
          <LiveProvider>{children}</LiveProvider>
        </ClockProvider>
      </ErrorReporterContext.Provider>
    </QueryClientProvider>
  );
}
