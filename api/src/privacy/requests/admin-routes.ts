// « Demandes d'accès et de rectification », mounted at /api/admin/privacy/requests: the
// queue with its filters and counts, « Nouvelle demande », the answer, « Envoyer la lettre » and the
// letter as a PDF. The clinical team's (care): an access request is about the record. Every
// reading and change is audited.
import { Hono } from 'hono';
import {
  privacyRequestAnswerSchema,
  privacyRequestCreateSchema,
  privacyRequestListQuerySchema,
} from 'shared-domain/privacy/privacy-requests';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import {
  answerPrivacyRequest,
  listPrivacyRequests,
  privacyRequestLetterPdf,
  recordDeskPrivacyRequest,
  sendPrivacyRequestLetter,
} from './privacy-request-queue';
import { idParam } from 'shared-domain/platform/record-id';

export function privacyRequestRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('care'), validate('query', privacyRequestListQuerySchema), async (c) => {
      const queue = await listPrivacyRequests(deps, c.req.valid('query'));
      await recordStaffAuditEvent(c, deps, {
        action: 'privacy_requests.viewed',
        entity: 'privacy_requests',
        details: { count: queue.requests.length },
      });
      return c.json(queue, 200);
    })
    .post('/', allow('care'), validate('json', privacyRequestCreateSchema, freeText), async (c) => {
      const request = await recordDeskPrivacyRequest(deps, c.get('staff'), c.req.valid('json'));
      return c.json({ request }, 201);
    })
    .post('/:id/answer', allow('care'), validate('param', idParam), validate('json', privacyRequestAnswerSchema, freeText), async (c) => {
      const request = await answerPrivacyRequest(deps, c.get('staff'), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ request }, 200);
    })
    .post('/:id/letter', allow('care'), validate('param', idParam), async (c) => {
      const request = await sendPrivacyRequestLetter(deps, c.get('staff'), c.req.valid('param').id);
      return c.json({ request }, 200);
    })
    .get('/:id/letter.pdf', allow('care'), validate('param', idParam), async (c) => {
      const { pdf, fileName } = await privacyRequestLetterPdf(deps, c.get('staff'), c.req.valid('param').id);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
    });
}
