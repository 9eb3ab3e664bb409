// SOAP templates: listed for the note forms, edited from the settings. Templates hold no
// patient data, but each change goes to the audit trail with the staff member (what changed,
// never the text).
import { Hono } from 'hono';
import {
  soapTemplateListQuerySchema,
  soapTemplateMoveSchema,
  soapTemplateSchema,
  soapTemplateUpdateSchema,
} from 'shared-domain/clinical/soap-template';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { listSoapTemplates } from './list-soap-templates';
import { moveSoapTemplate } from './move-soap-template';
import { createSoapTemplate, updateSoapTemplate } from './record-soap-template';
import { idParam } from 'shared-domain/platform/record-id';

const entity = 'soap_templates';

/** The SOAP note templates, mounted at /api/admin/soap-templates. */
export function soapTemplateRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      // Read by the note forms (care); changed from the settings (management).
      .get('/', allow('care'), validate('query', soapTemplateListQuerySchema), async (c) => {
        const includeInactive = c.req.valid('query').include === 'inactive';
        return c.json({ templates: await listSoapTemplates(deps.db, { includeInactive }) }, 200);
      })
      .post('/', allow('management'), validate('json', soapTemplateSchema), async (c) => {
        const template = await createSoapTemplate(deps, c.req.valid('json'));
        await recordStaffAuditEvent(c, deps, { action: 'soap_template.created', entity, entityId: template.id });
        return c.json({ template }, 201);
      })
      .patch('/:id', allow('management'), validate('param', idParam), validate('json', soapTemplateUpdateSchema), async (c) => {
        const { id } = c.req.valid('param');
        const { template, changedFields } = await updateSoapTemplate(deps, id, c.req.valid('json'));
        const fields = changedFields.filter((field) => field !== 'isActive');
        if (fields.length > 0) {
          await recordStaffAuditEvent(c, deps, { action: 'soap_template.updated', entity, entityId: id, details: { fields } });
        }
        if (changedFields.includes('isActive')) {
          const action = template.isActive ? 'soap_template.activated' : 'soap_template.deactivated';
          await recordStaffAuditEvent(c, deps, { action, entity, entityId: id });
        }
        return c.json({ template }, 200);
      })
      .post('/:id/move', allow('management'), validate('param', idParam), validate('json', soapTemplateMoveSchema), async (c) => {
        const { id } = c.req.valid('param');
        const { direction } = c.req.valid('json');
        const { templates, swappedWith } = await moveSoapTemplate(deps, id, direction);
        await recordStaffAuditEvent(c, deps, { action: 'soap_template.moved', entity, entityId: id, details: { direction, swappedWith } });
        return c.json({ templates }, 200);
      })
  );
}
