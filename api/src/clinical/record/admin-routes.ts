// The record around the notes: identity, episodes of care, attachments, access requests, export.
// On the admin surface (staff with a verified second factor). Every read and change is written to
// the audit trail with what was done and to which record, never the clinical text.
import { Hono } from 'hono';
import {
  accessAnswerSchema,
  accessRequestSchema,
  episodeCreateSchema,
  episodeUpdateSchema,
  recordIdentitySchema,
  recordLimits,
  recordMessages,
} from 'shared-domain/clinical/clinical-record';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { limitBody } from '../../platform/http/limit-body';
import { allow } from '../../platform/http/allow';
import { freeText, validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { answerAccessRequest, recordAccessRequest } from './access-requests';
import { attachmentDisposition } from './attachment-file';
import { addAttachment, attachmentUploadSchema, readAttachmentFile } from './attachments';
import { openEpisode, updateEpisode } from './episodes';
import { assembleRecordExport, recordExportBaseName, recordExportJson } from './export-record';
import { readClinicalRecord } from './read-record';
import { recordPdf } from './record-pdf';
import { updateRecordIdentity } from './update-identity';
import { idParam } from 'shared-domain/platform/record-id';

/**
 * The upload route, whose body may reach 10 MB plus the form's few fields: `createApi` leaves it
 * out of the API's 64 kB limit (by its path on the admin surface, under `/patients`) and the route
 * applies its own.
 */
const attachmentUploadRoute = '/:id/attachments';
export const attachmentUploadPath = `/patients${attachmentUploadRoute}`;
const uploadMaxBytes = recordLimits.attachmentMaxBytes + 64 * 1024;

/** A download: never cached, never sniffed into something else by the browser. */
function downloadHeaders(mediaType: string, fileName: string): Record<string, string> {
  return {
    'Content-Type': mediaType,
    'Content-Disposition': attachmentDisposition(fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}

/** A patient's clinical record, episodes, attachments, access requests and exports, mounted at /api/admin/patients. */
export function patientRecordRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/:id/record', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const record = await readClinicalRecord(deps, id);
      await recordStaffAuditEvent(c, deps, { action: 'patient_record.clinical_viewed', entity: 'patients', entityId: id });
      return c.json(record, 200);
    })
    .patch('/:id/record', allow('care'), validate('param', idParam), validate('json', recordIdentitySchema, freeText), async (c) => {
      const { id } = c.req.valid('param');
      const { identity, changedFields } = await updateRecordIdentity(deps, id, c.req.valid('json'));
      if (changedFields.length > 0) {
        await recordStaffAuditEvent(c, deps, {
          action: 'patient_record.identity_updated',
          entity: 'patients',
          entityId: id,
          details: { fields: changedFields },
        });
      }
      return c.json({ identity }, 200);
    })
    .post('/:id/episodes', allow('care'), validate('param', idParam), validate('json', episodeCreateSchema, freeText), async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const episode = await openEpisode(deps, id, c.get('staff').staffId, input);
      await recordStaffAuditEvent(c, deps, {
        action: 'episode.created',
        entity: 'episodes_of_care',
        entityId: episode.id,
        details: { patientId: id, consentRecorded: input.consentGiven },
      });
      return c.json({ episode: { id: episode.id } }, 201);
    })
    .post(
      attachmentUploadRoute,
      allow('care'),
      limitBody(uploadMaxBytes, recordMessages.fileTooLarge),
      validate('param', idParam),
      validate('form', attachmentUploadSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const attachment = await addAttachment(deps, id, c.get('staff').staffId, c.req.valid('form'));
        await recordStaffAuditEvent(c, deps, {
          action: 'attachment.added',
          entity: 'record_attachments',
          entityId: attachment.id,
          details: { patientId: id, kind: attachment.kind, mediaType: attachment.mediaType, sizeBytes: attachment.sizeBytes },
        });
        return c.json({ attachment: { id: attachment.id } }, 201);
      },
    )
    .post('/:id/access-requests', allow('care'), validate('param', idParam), validate('json', accessRequestSchema, freeText), async (c) => {
      const { id } = c.req.valid('param');
      const request = await recordAccessRequest(deps, id, c.get('staff').staffId, c.req.valid('json'));
      return c.json({ accessRequest: request }, 201);
    })
    .get('/:id/record/export.json', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const record = await recordExportJson(deps, id);
      await recordStaffAuditEvent(c, deps, {
        action: 'patient_record.exported',
        entity: 'patients',
        entityId: id,
        details: { format: 'json' },
      });
      const fileName = `${recordExportBaseName(record.patient, record.exportedOn)}.json`;
      return c.json(record, 200, { 'Content-Disposition': attachmentDisposition(fileName), 'Cache-Control': 'no-store' });
    })
    .get('/:id/record/export.pdf', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const record = await assembleRecordExport(deps, id);
      const pdf = await recordPdf(record);
      await recordStaffAuditEvent(c, deps, {
        action: 'patient_record.exported',
        entity: 'patients',
        entityId: id,
        details: { format: 'pdf' },
      });
      const fileName = `${recordExportBaseName(record.patient, record.exportedOn)}.pdf`;
      return c.body(new Uint8Array(pdf), 200, downloadHeaders('application/pdf', fileName));
    });
}

/** An episode of care, mounted at /api/admin/episodes. */
export function episodeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().patch(
    '/:id',
    allow('care'),
    validate('param', idParam),
    validate('json', episodeUpdateSchema, freeText),
    async (c) => {
      const { id } = c.req.valid('param');
      const { patientId, done } = await updateEpisode(deps, id, c.get('staff').staffId, c.req.valid('json'));
      for (const change of done) {
        await recordStaffAuditEvent(c, deps, {
          action: `episode.${change}`,
          entity: 'episodes_of_care',
          entityId: id,
          details: { patientId },
        });
      }
      return c.json({ episode: { id }, done }, 200);
    },
  );
}

/** An attachment's file, mounted at /api/admin/attachments. */
export function attachmentRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/:id/file', allow('care'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const file = await readAttachmentFile(deps.db, id);
    await recordStaffAuditEvent(c, deps, {
      action: 'attachment.downloaded',
      entity: 'record_attachments',
      entityId: id,
      details: { patientId: file.patientId },
    });
    return c.body(new Uint8Array(file.content), 200, downloadHeaders(file.mediaType, file.fileName));
  });
}

/** Answering a patient's request for access to the record, mounted at /api/admin/access-requests. */
export function accessRequestRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post(
    '/:id/answer',
    allow('care'),
    validate('param', idParam),
    validate('json', accessAnswerSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { patientId } = await answerAccessRequest(deps, id, c.get('staff').staffId, c.req.valid('json'));
      await recordStaffAuditEvent(c, deps, {
        action: 'access_request.answered',
        entity: 'privacy_requests',
        entityId: id,
        details: { patientId },
      });
      return c.json({ accessRequest: { id } }, 200);
    },
  );
}
