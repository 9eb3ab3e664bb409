// The back-office's one typed `fetch` stub for tests: routes keyed by method and path
// ('GET /api/admin/services', 'PATCH /api/admin/patients/p-1'), each answer's body typed from the
// API's inferred types (ApiData of the typed client's endpoint), so a fixture that drifts from the
// API fails the type-check. A handler answers the route's success body (200 unless `status` says,
// or `json(201, body)`), a refusal in the API's envelope (`refusal`, `failure`) or `unreachable()`;
// a hand-built Response is refused by the types. Requests are recorded; an unexpected call is
// answered 404, so a test sees it. Tests only.
import type { AdminClient, PublicClient, StaffFactorClient } from 'api/client';
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import {
  type JsonAnswer,
  jsonAnswer,
  type RefusalAnswer,
  type RouteAnswer,
  type RoutesOf,
  refusalAnswer,
  unreachableAnswer,
} from 'shared-ui/test-support/typed-routes';
import { testStaff } from './staff';

type AdminRoute =
  | RoutesOf<AdminClient, '/api/admin'>
  | RoutesOf<StaffFactorClient, '/api/auth/second-factor'>
  | RoutesOf<PublicClient['auth'], '/api/auth'>;
export type AdminRouteKey = AdminRoute['key'];
/** The success body of a route, as the API's types infer it. */
export type AdminAnswer<Key extends AdminRouteKey> = RouteAnswer<AdminRoute, Key>;

export type { JsonAnswer, RefusalAnswer };

/** A success answer with another status (`json(201, body)`), its body typed against its route. */
export const json = jsonAnswer;

/** A refusal in the API's envelope, which any route may answer. */
export const refusal = refusalAnswer;

/** A refusal written as the API's envelope (`{ error: { code, message, fields? } }`), with its status. */
export const failure = (status: number, body: { error: { code: string; message: string; fields?: Record<string, string> } }) =>
  jsonResponse(status, body) as RefusalAnswer;

/** What a browser's `fetch` does when the server cannot be reached. */
export const unreachable = unreachableAnswer;

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface StubApi {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly requests: StubRequest[];
  /** The bodies sent to `method path`, in order. */
  sent(method: string, path: string): unknown[];
}

type Answer<Key extends AdminRouteKey> = AdminAnswer<Key> | JsonAnswer<AdminAnswer<Key>> | RefusalAnswer;

/** A typed answer: the route's success body, a typed success with its status, or a refusal. */
export type TypedHandler<Key extends AdminRouteKey> = (request: StubRequest) => Answer<Key> | Promise<Answer<Key>>;

export type AdminStubRoutes = { [Key in AdminRouteKey]?: TypedHandler<Key> };

/** The signed-in staff member (`GET /api/admin/me`): `testStaff`. */
export const signedIn: TypedHandler<'GET /api/admin/me'> = () => testStaff;

/** Answers `routes` with their typed bodies; `status` gives another success status (201). */
export function answerAdminApi(routes: AdminStubRoutes, status: Partial<Record<AdminRouteKey, number>> = {}): StubApi {
  const handlers = routes as Record<string, TypedHandler<AdminRouteKey> | undefined>;
  const requests: StubRequest[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
    const stubRequest = { method, url, body: text ? JSON.parse(text) : undefined };
    requests.push(stubRequest);
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `Pas de réponse prévue pour ${key}` } });
    const body = await handler(stubRequest);
    return body instanceof Response ? body : jsonResponse(status[key as AdminRouteKey] ?? 200, body);
  };
  const sent = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body);
  return Object.assign(answer, { requests, sent });
}
