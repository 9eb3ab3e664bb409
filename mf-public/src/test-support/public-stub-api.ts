// The public site's one typed `fetch` stub for tests: one handler per « METHOD /path »
// ('GET /api/public/booking/services', 'POST /api/links/appointments/${string}/cancel'), each
// answer's body typed from the API's inferred types (the public client's), so a fixture that drifts
// from the API fails the type-check. The calls are recorded (method, path, query, JSON body); an
// unlisted route answers 404. Tests only.
import type { PublicClient } from 'api/client';
import {
  type JsonAnswer,
  jsonAnswer,
  bareRefusal,
  type RefusalAnswer,
  type RouteAnswer,
  type RoutesOf,
  refusalAnswer,
  unreachableAnswer,
} from 'shared-ui/test-support/typed-routes';
import { vi } from 'vitest';

type PublicRoute = RoutesOf<PublicClient, '/api'>;
/** A route of the public surface: 'GET /api/public/clinic', 'GET /api/links/appointments/${string}'. */
export type PublicRouteKey = PublicRoute['key'];
/** The success body of a route, as the API's types infer it. */
export type PublicAnswer<Key extends PublicRouteKey> = RouteAnswer<PublicRoute, Key>;

/** A success answer with `body` (typed against its route by `stubApi`). */
export const json = jsonAnswer;

/** A refusal in the API's envelope, which any route may answer. */
export const refusal = refusalAnswer;

/** A refusal with no body (a proxy, a rate limiter). */
export const emptyRefusal = bareRefusal;

/** A fetch that never reaches the server. */
export const unreachable = unreachableAnswer;

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a route answers: its success body or a refusal. */
export type Reply<Body = unknown> = JsonAnswer<Body> | RefusalAnswer;

export type StubHandler<Body = unknown> = (request: StubRequest) => Reply<Body> | Promise<Reply<Body>>;

/** The handler of each route, its answer typed by the route. */
export type PublicStubRoutes = { [Key in PublicRouteKey]?: StubHandler<PublicAnswer<Key>> };

export function stubApi(routes: PublicStubRoutes) {
  const handlers = routes as Record<string, StubHandler | undefined>;
  const calls: StubRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : refusal(404, 'NOT_FOUND', 'Ressource introuvable.');
  });
  vi.stubGlobal('fetch', fetch);
  /** The calls made to `METHOD /path`. */
  const callsTo = (route: PublicRouteKey) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetch, calls, callsTo };
}
