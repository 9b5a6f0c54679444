import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';

/** A fresh QueryClient (platform defaults) and a wrapper providing it: one per test, so no cache leaks between tests. */
export function createQueryWrapper(client: QueryClient = createQueryClient()) {
  function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return { client, wrapper: QueryWrapper };
}
