import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { api } from '../lib/api-client';
import { startStartupReads } from '../lib/app-data';
import { createErrorReporter } from '../lib/error-reporter';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

const systemClock = () => new Date();

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startStartupReads(client);
    return client;
  });
  const [router] = useState(() => createRouter(queryClient));
  const [reporter] = useState(() => createErrorReporter({ api }));
  return (
    <AppProviders queryClient={queryClient} reporter={reporter} now={systemClock}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
