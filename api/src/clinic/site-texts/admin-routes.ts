// « Paramètres › Textes du site », mounted at /api/admin/site-texts: what the home page shows with
// every version published, « Aperçu » (the texts as they would be published, stripped of markup,
// nothing saved), « Publier » and « Rétablir » (an earlier version, or 0 for the site's own words).
// Management only, like « Modèles de courriels »: these words speak for the clinic to every visitor.
import { Hono } from 'hono';
import { siteTextsRestoreSchema, siteTextsSchema } from 'shared-domain/clinic/site-texts-schema';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { listSiteTextVersions, publishSiteTexts, restoreSiteTexts } from './site-text-versions';

export function siteTextRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json(await listSiteTextVersions(deps.db), 200))
    .post('/preview', allow('management'), validate('json', siteTextsSchema, freeText), async (c) =>
      c.json({ texts: c.req.valid('json') }, 200),
    )
    .put('/', allow('management'), validate('json', siteTextsSchema, freeText), async (c) => {
      const { version, texts, changes } = await publishSiteTexts(c, deps, c.req.valid('json'));
      return c.json({ version, texts, changed: Object.keys(changes) }, 200);
    })
    .post('/restore', allow('management'), validate('json', siteTextsRestoreSchema), async (c) => {
      const { version, texts, changes } = await restoreSiteTexts(c, deps, c.req.valid('json').version);
      return c.json({ version, texts, changed: Object.keys(changes) }, 200);
    });
}
