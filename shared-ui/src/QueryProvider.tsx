// Placed once, in each remote's routes: the remote's pages share one cache.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  // Created once per mounted remote (not per render), unless a test hands its own.
  const [ownClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}
