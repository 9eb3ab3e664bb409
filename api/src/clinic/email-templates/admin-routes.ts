// « Paramètres avancés › Modèles de courriels », mounted at /api/admin/email-templates:
// the list, a save, « Rétablir le modèle d'origine » and « Aperçu ». Admin only: these words go
// to every patient in the clinic's name.
import { Hono } from 'hono';
import { emailTemplateKeySchema, emailTemplatePreviewSchema, emailTemplateTextSchema } from 'shared-domain/clinic/email-templates';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { listEmailTemplates, restoreEmailTemplate, saveEmailTemplate } from './email-template-changes';
import { previewEmailTemplate } from './preview-email-template';

export function emailTemplateRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json({ templates: await listEmailTemplates(deps.db) }, 200))
    .post('/preview', allow('management'), validate('json', emailTemplatePreviewSchema), async (c) => {
      const { key, ...template } = c.req.valid('json');
      return c.json({ preview: await previewEmailTemplate(deps.db, key, template) }, 200);
    })
    .put('/:key', allow('management'), validate('param', emailTemplateKeySchema), validate('json', emailTemplateTextSchema), async (c) => {
      const { template, changes } = await saveEmailTemplate(c, deps, c.req.valid('param').key, c.req.valid('json'));
      return c.json({ template, changed: Object.keys(changes) }, 200);
    })
    .delete('/:key', allow('management'), validate('param', emailTemplateKeySchema), async (c) => {
      const { template, changes } = await restoreEmailTemplate(c, deps, c.req.valid('param').key);
      return c.json({ template, changed: Object.keys(changes) }, 200);
    });
}
