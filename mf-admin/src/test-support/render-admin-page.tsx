// The back-office's one render helper for a page or a section alone (without the frame and the
// session guard): in a memory router at `path` (an address, or a location with its navigation
// state), with its own query cache (no retry, so a failure
// shows at once) and the API answered by the typed stub (`answerAdminApi`). Undo with
// `vi.unstubAllGlobals()`. Tests only; the whole remote is rendered with `renderRemoteRoutes`.
import { render } from '@testing-library/react';
import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LoadingState } from 'shared-ui/LoadingState';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { createQueryClient } from 'shared-ui/query-client';
import { vi } from 'vitest';
import type { StubApi } from './admin-stub-api';

type Entry = NonNullable<ComponentProps<typeof MemoryRouter>['initialEntries']>[number];

export function renderAdminPage(page: ReactNode, api: StubApi, path: Entry = '/admin') {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient({ retry: false });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryProvider client={client}>
        <Suspense fallback={<LoadingState />}>{page}</Suspense>
      </QueryProvider>
    </MemoryRouter>,
  );
  return client;
}
