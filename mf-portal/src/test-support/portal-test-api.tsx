// Test support for the portal: the API answered by a stubbed `fetch`, route by route
// ("POST /api/auth/patient/sign-in"), every request recorded with its JSON body; and the remote's
// routes rendered at a path, with the current location (hash included) readable. A route's key and
// its answer's body are typed from the API (the portal's client and the public one, which holds the
// patient's sign-in and the clinic's public routes), so a fixture that drifts from the API fails the
// type-check. Tests only.
import { actingForHeader } from 'shared-domain/patients/family';
import { render, screen } from '@testing-library/react';
import type { PortalClient, PublicClient } from 'api/client';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import {
  type JsonAnswer,
  jsonAnswer,
  type RefusalAnswer,
  type RouteAnswer,
  type RoutesOf,
  refusalAnswer,
  unreachableAnswer,
} from 'shared-ui/test-support/typed-routes';
import { vi } from 'vitest';
import PortalRoutes from '../routes';
import { demoClinicProfile } from 'shared-ui/test-support/clinic-profile';

type PortalRoute = RoutesOf<PortalClient, '/api/portal'> | RoutesOf<PublicClient, '/api'>;
/** A route the portal calls: 'GET /api/portal/me', 'POST /api/portal/appointments/${string}/cancel'. */
export type PortalRouteKey = PortalRoute['key'];
/** The success body of a route, as the API's types infer it. */
export type PortalAnswer<Key extends PortalRouteKey> = RouteAnswer<PortalRoute, Key>;

/** A success answer with `body` (typed against its route by `stubApi`). */
export const json = jsonAnswer;

/** A refusal in the API's envelope, which any route may answer. */
export const refusal = refusalAnswer;

/** What a browser throws when the server cannot be reached. */
export const unreachable = unreachableAnswer;

export type { JsonAnswer, RefusalAnswer };

/** What a route answers: its success body or a refusal. */
export type Reply<Body = unknown> = JsonAnswer<Body> | RefusalAnswer;

/** One answer of a route: a reply, or a function giving one (held, unreachable). */
export type Answer<Body = unknown> = Reply<Body> | (() => Reply<Body> | Promise<Reply<Body>>);

/** The answers of each route, typed by the route: one answer, or a list answered in turn. */
export type PortalStubRoutes = { [Key in PortalRouteKey]?: Answer<PortalAnswer<Key>> | Answer<PortalAnswer<Key>>[] };

export interface ApiRequest {
  route: string;
  body: unknown;
  /** The person a family request acts for (« Pour qui ? »'s `x-patient`), else null. */
  actingFor: string | null;
}

export const camille = {
  firstName: 'Camille',
  lastName: 'Roy',
  email: 'camille.roy@courriel.example',
  phone: '5145550142',
  phoneMobile: false,
  address: '123, rue des Érables\nMontréal (Québec) H2X 1Y4',
};

/**
 * Answers `routes` (a list answers in turn, its last answer repeating). A request to any other
 * route fails the test that made it.
 */
export function stubApi(routes: PortalStubRoutes) {
  const requests: ApiRequest[] = [];
  const served = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    requests.push({
      route,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      actingFor: new Headers(init?.headers).get(actingForHeader),
    });
    const answers = (routes as Record<string, Answer | Answer[] | undefined>)[route];
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
    to: (route: PortalRouteKey) => requests.filter((request) => request.route === route),
  };
}

/** The clinic's public profile (`GET /api/public/clinic`), as the API sends it, with `changes`. */
export function clinicProfile(changes: Partial<PortalAnswer<'GET /api/public/clinic'>> = {}): PortalAnswer<'GET /api/public/clinic'> {
  return demoClinicProfile(changes);
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
