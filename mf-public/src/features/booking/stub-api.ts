// Tests only: the API answered by a stubbed `fetch`, one handler per « METHOD /path », with the
// calls recorded (method, path, query, JSON body). An unlisted route answers 404.
import { jsonResponse } from 'shared-ui/test-support/renderRemoteRoutes';
import { vi } from 'vitest';

export { jsonResponse };

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export function stubApi(routes: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The calls made to `METHOD /path`. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetch, calls, callsTo };
}

/** A refusal in the API's envelope. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** A fetch that never reaches the server. */
export const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
