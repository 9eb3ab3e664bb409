// Server bundle used by the all-in-one server to put the public pages' markup in the first HTML.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import PublicRoutes, { preloadPage } from './routes';

export const prerenderedPaths = [paths.home.build()];

// Rendering to a string cannot wait for code: the pages prerendered are loaded before the server
// renders any (it awaits this module).
await Promise.all(prerenderedPaths.map(preloadPage));

export function renderPublicPage(path: string, profile: ClinicProfile): string {
  return renderToString(
    <StaticRouter location={path}>
      <PublicRoutes profile={profile} />
    </StaticRouter>,
  );
}
