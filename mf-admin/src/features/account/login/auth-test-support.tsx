// Test support for the sign-in, second-factor and sign-up screens: a page rendered at its path in
// a memory router (navigation state included) with its own query cache, and the API answered by a
// stubbed `fetch` that sees each call's method, path and JSON body. Imported by tests only.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { vi } from 'vitest';
import { clinicIdentity } from '../../../test-support/clinic-identity';

export interface ApiCall {
  method: string;
  /** The path without the origin: `/api/auth/staff/sign-in`. */
  path: string;
  body: unknown;
}

/** A JSON response as the API would send it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's refusal envelope. */
export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** What `fetch` throws when the server cannot be reached (Chromium's wording). */
export const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

const clinicIdentityPath = '/api/public/clinic';

/**
 * Stubs `fetch` with `answer`; the calls made are in `calls`. Undo with `vi.unstubAllGlobals()`.
 * The header's read of the clinic's identity is answered apart (`clinicAnswer`, `clinicIdentity`
 * by default) and is neither in `calls` nor counted by `fetch`: the forms' requests are.
 */
export function stubApi(
  answer: (call: ApiCall) => Response | Promise<Response>,
  clinicAnswer: () => Response | Promise<Response> = () => json(200, clinicIdentity),
) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname, body };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === clinicIdentityPath) return clinicAnswer();
    return fetch(url, init);
  });
  return { fetch, calls };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Where the router is now: path and query. */
export const currentLocation = () => screen.getByTestId('where').textContent;

/** Renders `page` on `pattern`, opened at `url` with navigation `state`; any other path shows 'Ailleurs'. */
export function renderPage(page: ReactNode, { pattern, url, state }: { pattern: string; url: string; state?: unknown }) {
  // No retries: a test answers each call once.
  const queryClient = createQueryClient({ retry: false });
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  const view = render(
    <QueryProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>Ailleurs</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { ...view, queryClient };
}

export { errorsOf, field, type } from '../../../test-support/sign-in-form';
