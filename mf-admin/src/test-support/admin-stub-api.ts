// The back-office's one typed `fetch` stub for tests: routes keyed by method and path
// ('GET /api/admin/services', 'PATCH /api/admin/patients/p-1'), each answer's body typed from the
// API's inferred types (ApiData of the typed client's endpoint), so a fixture that drifts from the
// API fails the type-check. A key written out is typed by the one route the server would answer
// (`duplicates` over `:id`, `p-1/record` only by `/:id/record`); a key held in a `const` is
// written out too (`[\`GET ${path}\` as const]`). The sign-in pages' routes (`/api/auth/…`, the
// clinic's identity at `/api/public/clinic`) are typed as well. A handler answers the route's success body (200 unless `status` says,
// or `json(201, body)`), a refusal in the API's envelope (`refusal`, `failure`) or `unreachable()`;
// a hand-built Response is refused by the types. Requests are recorded; an unexpected call is
// answered 404, so a test sees it. Tests only.
import type { AdminClient, PublicClient, StaffFactorClient } from 'api/client';
import type { ApiData } from 'shared-ui/api-result';
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import {
  type JsonAnswer,
  jsonAnswer,
  type RefusalAnswer,
  type RouteAnswer,
  type RoutesOf,
  type MatchedRoute,
  refusalAnswer,
  type SegmentedRoutesOf,
  unreachableAnswer,
} from 'shared-ui/test-support/typed-routes';
import { testStaff } from './staff';

type AdminRoute =
  | RoutesOf<AdminClient, '/api/admin'>
  | RoutesOf<StaffFactorClient, '/api/auth/second-factor'>
  | RoutesOf<PublicClient['auth'], '/api/auth'>
  | RoutesOf<PublicClient['public']['clinic'], '/api/public/clinic'>;
export type AdminRouteKey = AdminRoute['key'];
type SegmentedAdminRoute =
  | SegmentedRoutesOf<AdminClient, '/api/admin', ['', 'api', 'admin']>
  | SegmentedRoutesOf<StaffFactorClient, '/api/auth/second-factor', ['', 'api', 'auth', 'second-factor']>
  | SegmentedRoutesOf<PublicClient['auth'], '/api/auth', ['', 'api', 'auth']>
  | SegmentedRoutesOf<PublicClient['public']['clinic'], '/api/public/clinic', ['', 'api', 'public', 'clinic']>;
/** The success body of a route, as the API's types infer it: a key written out answers as its one route (`MatchedRoute`). */
export type AdminAnswer<Key extends AdminRouteKey> = IsPattern<Key> extends true ? RouteAnswer<AdminRoute, Key> : MatchedAnswer<Key>;

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
/** What a handler of `Key` may answer, e.g. through a promise the test resolves when it says so. */
export type AnswerOf<Key extends AdminRouteKey> = Answer<Key>;

/** A typed answer: the route's success body, a typed success with its status, or a refusal. */
export type TypedHandler<Key extends AdminRouteKey> = (request: StubRequest) => Answer<Key> | Promise<Answer<Key>>;

/** Routes keyed by their patterns, for a helper that passes them on (a pattern key is typed by the routes it may match). */
export type AdminStubRoutes = { [Key in AdminRouteKey]?: TypedHandler<Key> };

/** The answer to a key written out: the body of the one route it matches (`MatchedRoute`). */
type MatchedHandler<Key extends string> = (
  request: StubRequest,
) =>
  | MatchedAnswer<Key>
  | JsonAnswer<MatchedAnswer<Key>>
  | RefusalAnswer
  | Promise<MatchedAnswer<Key> | JsonAnswer<MatchedAnswer<Key>> | RefusalAnswer>;
type MatchedAnswer<Key extends string> = ApiData<MatchedRoute<SegmentedAdminRoute, Key>['endpoint']>;

/** A key with a parameter left open (`GET /api/admin/patients/${string}`), as `AdminStubRoutes` has them. */
type IsPattern<Key extends PropertyKey> = Record<never, never> extends Record<Key, 1> ? true : false;

/** The handler of `Key`: a key written out by the one route it matches, a pattern key as `AdminStubRoutes` types it; no route, no handler. */
export type HandlerOf<Key extends PropertyKey> = Key extends string
  ? IsPattern<Key> extends true
    ? Key extends AdminRouteKey
      ? TypedHandler<Key>
      : never
    : MatchedHandler<Key>
  : never;

/** Routes keyed as written (`answerAdminApi`'s argument): each handler typed by the route its key matches. */
export type AdminRoutes<Routes> = { [Key in keyof Routes]: HandlerOf<Key> };

/** The signed-in staff member (`GET /api/admin/me`): `testStaff`. */
export const signedIn: TypedHandler<'GET /api/admin/me'> = () => testStaff;

/**
 * Hands a request on to another stub (a working clinic once a first read has failed): the answer
 * was typed where that stub's routes were written, so it stands for any route's here.
 */
export const handOn =
  (api: StubApi) =>
  (request: StubRequest): Promise<never> =>
    api(request.url, {
      method: request.method,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }) as Promise<never>;

/** Answers `routes` with their typed bodies; `status` gives another success status (201). */
export function answerAdminApi<Routes>(routes: AdminRoutes<Routes>, status: Partial<Record<AdminRouteKey, number>> = {}): StubApi {
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
