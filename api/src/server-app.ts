// The all-in-one server: security headers and compression around the API and the static site.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from './app';
import type { AppDeps } from './deps';
import { handleError, notFound } from './platform/http/app-error';
import { originsOf, securityHeaders } from './platform/http/security-headers';
import type { ShellPageRenderer } from './platform/server/shell-page';
import { staticSite, type SiteFolders } from './platform/server/static-site';

export function createServerApp(deps: AppDeps, folders: SiteFolders, renderShellPage?: ShellPageRenderer) {
  const { config } = deps;
  const app = new Hono();
  app.use(
    '*',
    securityHeaders({
      remoteOrigins: originsOf(Object.values(config.remoteEntries)),
      https: config.secureCookies,
    }),
  );
  app.use('*', compress());
  app.route('/', createApi(deps));
  app.all('/api/*', (c) => handleError(notFound(), c));
  app.route('/', staticSite({ folders, remoteEntries: config.remoteEntries, remotesDir: config.remotesDir, renderShellPage }));
  return app;
}
