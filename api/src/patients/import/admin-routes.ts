// « Importer des patients », mounted at /api/admin/patient-imports: the template, the
// preview of a file, the import, the past imports and their undo. Administrators only: it creates
// and changes records in bulk. The file travels as base64 in JSON (the browser reads it as bytes:
// the server detects its encoding), so these two routes take a body past the API's 64 kB
// (app.ts leaves them out of it) and apply their own limit, a 5 MB file's.
import { Hono } from 'hono';
import {
  importDuplicateReasonLabels,
  patientImportLimits,
  patientImportMessages,
  patientImportPreviewSchema,
  patientImportSchema,
} from 'shared-domain/patients/patient-import';
import { sanitizeText } from 'shared-domain/platform/sanitize';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import { limitBody } from '../../platform/http/limit-body';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { importPatients } from './import-patients';
import { listPatientImports } from './list-patient-imports';
import { patientImportTemplate, patientImportTemplateName } from './patient-import-template';
import { readPatientImport } from './read-patient-import';
import { undoPatientImport } from './undo-patient-import';
import { idParam } from 'shared-domain/platform/record-id';

/** The paths that carry a file, left out of the API's body limit (`app.ts`). */
export const patientImportUploadPaths = ['/patient-imports', '/patient-imports/preview'] as const;

/** The ready rows the preview shows as they will be stored. */
const previewSampleSize = 5;

// A 5 MB file in base64, with room for the mapping and a decision per row.
const uploadMaxBytes = Math.ceil(patientImportLimits.maxBytes / 3) * 4 + 512 * 1024;

export function patientImportRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/template', allow('management'), (c) =>
      c.body(patientImportTemplate(), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${patientImportTemplateName}"`,
      }),
    )
    .post(
      '/preview',
      allow('management'),
      limitBody(uploadMaxBytes, patientImportMessages.tooBig),
      validate('json', patientImportPreviewSchema),
      async (c) => {
        const { fileName, content, mapping, dateOrder } = c.req.valid('json');
        const reading = await readPatientImport(deps, { content, mapping, dateOrder });
        await recordStaffAuditEvent(c, deps, {
          action: 'patients.import_previewed',
          entity: 'patients',
          details: { rows: reading.rowCount, duplicates: reading.duplicates.length },
        });
        return c.json(
          {
            fileName: sanitizeText(fileName),
            encoding: reading.csv.encoding,
            delimiter: reading.csv.delimiter,
            columns: reading.csv.headers.map((header, index) => ({ index, header, field: reading.mapping[index] ?? null })),
            mappingProblem: reading.mappingProblem,
            dateOrder: reading.dateOrder,
            rowCount: reading.rowCount,
            readyCount: reading.ready.length,
            // The first ready rows as they will be stored, for the person to check the reading.
            sample: reading.ready.slice(0, previewSampleSize).map(({ line, patient }) => ({ line, ...patient })),
            errors: reading.errors,
            warnings: reading.warnings,
            duplicates: reading.duplicates.map(({ line, patient, reasons, matches, sameAsLine }) => ({
              line,
              firstName: patient.firstName,
              lastName: patient.lastName,
              dateOfBirth: patient.dateOfBirth,
              email: patient.email,
              phone: patient.phone,
              reasons: reasons.map((reason) => importDuplicateReasonLabels[reason]),
              matches,
              sameAsLine,
            })),
          },
          200,
        );
      },
    )
    .post(
      '/',
      allow('management'),
      limitBody(uploadMaxBytes, patientImportMessages.tooBig),
      validate('json', patientImportSchema),
      async (c) => {
        const request = c.req.valid('json');
        const summary = await importPatients(deps, c.get('staff').staffId, { ...request, fileName: sanitizeText(request.fileName) });
        return c.json({ summary }, 201);
      },
    )
    .get('/', allow('management'), async (c) => c.json({ imports: await listPatientImports(deps) }, 200))
    .post('/:id/undo', allow('management'), validate('param', idParam), async (c) => {
      const report = await undoPatientImport(deps, c.get('staff').staffId, c.req.valid('param').id);
      return c.json({ report }, 200);
    });
}
