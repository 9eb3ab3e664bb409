// « Paramètres avancés › Export de la configuration », mounted at
// /api/admin/configuration: the whole configuration as a JSON file, and its import — previewed
// first (what would change, part by part), then applied in one transaction. Admin only.
import { Hono } from 'hono';
import { configurationMaxBytes } from 'shared-domain/clinic/clinic-configuration';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import { limitBody } from '../../platform/http/limit-body';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { readConfigurationFile } from './configuration-file';
import type { IntakeFormPart } from './intake-form-part';
import { exportConfiguration } from './export-configuration';
import { applyConfigurationImport, planConfigurationImport } from './import-configuration';
import { configurationMessages } from 'shared-domain/clinic/clinic-configuration';
import { clinicDate } from 'shared-domain/platform/clinic-time';

/** The paths that take a whole file: they apply their own body limit (app.ts). */
export const configurationUploadPaths = ['/configuration/preview', '/configuration/import'] as const;

// The file's text as read by the browser: its own checks say what is wrong with it.
const upload = z.object({ content: z.string({ error: configurationMessages.notJson }).min(1, configurationMessages.notJson) });
// JSON escapes can double a file's size on the way.
const uploadLimit = () => limitBody(configurationMaxBytes * 2 + 1024, configurationMessages.tooLarge);

/** `intakeForm`: the intake form's part, which the clinical context owns (handed in by the surface). */
export function configurationRoutes(deps: AppDeps, intakeForm: IntakeFormPart) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => {
      const file = await exportConfiguration(deps, intakeForm);
      await recordStaffAuditEvent(c, deps, { action: 'settings.configuration_exported', entity: 'clinic_settings', entityId: '1' });
      // The clinic's day, not UTC's: an export at 21 h in Montréal is named after that evening.
      const day = clinicDate(new Date(file.exportedAt), file.settings.clinic.timeZone);
      c.header('Content-Disposition', `attachment; filename="configuration-clinique-${day}.json"`);
      return c.json(file, 200);
    })
    .post('/preview', allow('management'), uploadLimit(), validate('json', upload), async (c) => {
      const plan = await planConfigurationImport(
        deps,
        readConfigurationFile(c.req.valid('json').content),
        intakeForm,
        c.get('staff').staffId,
      );
      return c.json({ changes: plan.changes }, 200);
    })
    .post('/import', allow('management'), uploadLimit(), validate('json', upload), async (c) => {
      const plan = await planConfigurationImport(
        deps,
        readConfigurationFile(c.req.valid('json').content),
        intakeForm,
        c.get('staff').staffId,
      );
      await applyConfigurationImport(c, deps, plan);
      return c.json({ changes: plan.changes }, 200);
    });
}
