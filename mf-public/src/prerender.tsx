// Server bundle used by the all-in-one server to put the public pages' markup in the first HTML.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import PublicRoutes from './routes';

export const prerenderedPaths = [paths.home.build()];

export function renderPublicPage(path: string, profile: ClinicProfile): string {
  return renderToString(
    <StaticRouter location={path}>
      <PublicRoutes profile={profile} />
    </StaticRouter>,
  );
}
