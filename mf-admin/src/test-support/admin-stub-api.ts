// The back-office's one typed `fetch` stub for tests: routes keyed by method and path
// ('GET /api/admin/services', 'PATCH /api/admin/patients/p-1'), each answer's body typed from the
// API's inferred types (ApiData of the typed client's endpoint), so a fixture that drifts from the
// API fails the type-check. Built on answerApi (back-office/session/stub-api): requests recorded,
// an unexpected call answered 404. Tests only.
import type { AdminClient, StaffFactorClient } from 'api/client';
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import type { RouteAnswer, RoutesOf } from 'shared-ui/test-support/typed-routes';
import { answerApi, type StubApi, type StubHandler, type StubRequest } from '../features/back-office/session/stub-api';

type AdminRoute = RoutesOf<AdminClient, '/api/admin'> | RoutesOf<StaffFactorClient, '/api/auth/second-factor'>;
export type AdminRouteKey = AdminRoute['key'];
/** The success body of a route, as the API's types infer it. */
export type AdminAnswer<Key extends AdminRouteKey> = RouteAnswer<AdminRoute, Key>;

/** A typed answer: the route's success body (200 unless said), or any Response (a refusal, a failure). */
export type TypedHandler<Key extends AdminRouteKey> = (
  request: StubRequest,
) => AdminAnswer<Key> | Response | Promise<AdminAnswer<Key> | Response>;

export type AdminStubRoutes = { [Key in AdminRouteKey]?: TypedHandler<Key> };

/** Answers `routes` with their typed bodies; `status` gives another success status (201). */
export function answerAdminApi(routes: AdminStubRoutes, status: Partial<Record<AdminRouteKey, number>> = {}): StubApi {
  const handlers: Record<string, StubHandler> = {};
  for (const [key, handler] of Object.entries(routes) as [AdminRouteKey, TypedHandler<AdminRouteKey>][]) {
    handlers[key] = async (request) => {
      const answer = await handler(request);
      return answer instanceof Response ? answer : jsonResponse(status[key] ?? 200, answer);
    };
  }
  return answerApi(handlers);
}
