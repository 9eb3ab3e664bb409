// Test support for the portal: the API answered by a stubbed `fetch`, route by route
// ("POST /api/auth/patient/sign-in"), every request recorded with its JSON body; and the remote's
// routes rendered at a path, with the current location (hash included) readable. Tests only.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import PortalRoutes from '../routes';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** What a browser throws when the server cannot be reached. */
export const unreachable = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

export type Answer = Response | (() => Promise<Response> | Response);

export interface ApiRequest {
  route: string;
  body: unknown;
}

export const camille = {
  firstName: 'Camille',
  lastName: 'Roy',
  email: 'camille.roy@courriel.example',
  phone: '5145550142',
  address: '123, rue des Érables\nMontréal (Québec) H2X 1Y4',
};

/**
 * Answers `routes` (a list answers in turn, its last answer repeating). A request to any other
 * route fails the test that made it.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const requests: ApiRequest[] = [];
  const served = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    requests.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answers = routes[route];
    if (!answers) throw new Error(`No answer stubbed for ${route}`);
    const list = Array.isArray(answers) ? answers : [answers];
    const index = Math.min(served.get(route) ?? 0, list.length - 1);
    served.set(route, index + 1);
    const answer = list[index] as Answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests made to one route. */
    to: (route: string) => requests.filter((request) => request.route === route),
  };
}

let navigateInTest: NavigateFunction | undefined;

/** Goes to `path` inside the rendered portal, as a fragment pasted in the address bar would. */
export function goTo(path: string): void {
  void navigateInTest?.(path);
}

function Where() {
  navigateInTest = useNavigate();
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

/** The portal's routes at `path` (with the location state the guard would have left, if any). */
export function renderPortal(path: string, state?: unknown) {
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
      <PortalRoutes breadcrumb={<nav aria-label="Fil d'Ariane" />} />
      <Where />
    </MemoryRouter>,
  );
}

/** Where the router is now: path, query and fragment. */
export const currentLocation = () => screen.getByTestId('where').textContent;
