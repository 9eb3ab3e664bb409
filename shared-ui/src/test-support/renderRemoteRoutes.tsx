// Test support for a remote's routes component: rendered at a path in a memory router, with the
// API answered by a stubbed `fetch`, and the current location readable (`currentLocation()`).
// Imported by tests only.
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { RemoteRoutesProps } from '../remote-frame';

/** A JSON response as the API would send it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Renders `Routes` at `path`; every API call is answered by `answer`. Undo with `vi.unstubAllGlobals()`. */
export function renderRemoteRoutes(
  Routes: ComponentType<RemoteRoutesProps>,
  path: string,
  answer: (input: RequestInfo | URL) => Promise<Response>,
  breadcrumb: ReactNode = null,
) {
  const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(answer);
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes breadcrumb={breadcrumb} />
      <Where />
    </MemoryRouter>,
  );
  return fetch;
}

/** Where the router is now: path and query. */
export const currentLocation = () => screen.getByTestId('where').textContent;
