// Test support, untyped and on its way out: a stubbed `fetch` that answers the API by method and
// path ('GET /api/admin/me'), its bodies not checked against the API. New tests use the typed stub
// (test-support/admin-stub-api); the harness test lists the files still on this one. Each handler builds a fresh Response (a body is
// read once) and can read the request's JSON; `requests` lists what was asked, in order. An
// unexpected call is a 404, so a test sees it.
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import { testStaff } from '../../../test-support/staff';

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export interface StubApi {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly requests: StubRequest[];
  /** The bodies sent to `method path`, in order. */
  sent(method: string, path: string): unknown[];
}

export function answerApi(routes: Record<string, StubHandler>): StubApi {
  const requests: StubRequest[] = [];
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
    const stubRequest = { method, url, body: text ? JSON.parse(text) : undefined };
    requests.push(stubRequest);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler)
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `Pas de réponse prévue pour ${method} ${url.pathname}` } });
    return handler(stubRequest);
  };
  const sent = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body);
  return Object.assign(answer, { requests, sent });
}

export { testStaff };

export const signedIn: StubHandler = () => jsonResponse(200, testStaff);
