// The typed client the frontends call the API through.
import { hc } from 'hono/client';
import type { AppType } from './app';

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** `baseUrl` defaults to the page's own origin, where the shell serves `/api`. */
export function createApiClient(baseUrl = pageOrigin()): ApiClient {
  return hc<AppType>(baseUrl, { init: { credentials: 'same-origin' } });
}

function pageOrigin(): string {
  return (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost';
}
