// The patient's own requests from the portal, mounted at /api/portal/privacy-requests:
// access, portability, cessation of dissemination or de-indexation, besides corrections (which keep
// their form, /correction-requests). Written into the clinic's queue with the legal deadline; the
// list is hers only; each is announced to the privacy officer by e-mail (to the clinic's address when
// it named none), in the request's batch, as a correction is. A few a day, shared with the
// corrections' budget: each is work for the clinic.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { portalPrivacyRequestSchema, privacyRequestCountdown, privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';
import type { AppDeps } from '../../deps';
import { clinicNow, loadClinicSettings } from '../../clinic/public';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { patients, privacyRequests } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import type { PortalEnv } from '../../platform/http/subject';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { freeText, validate } from '../../platform/http/validate';
import { portalRequestEmail } from './portal-request-email';
import { recordPrivacyRequestStatements } from './privacy-request-statements';

async function listOwnRequests(deps: AppDeps, patientId: string) {
  const { today } = await clinicNow(deps);
  const rows = await deps.db
    .select({
      id: privacyRequests.id,
      reference: privacyRequests.reference,
      kind: privacyRequests.kind,
      receivedOn: privacyRequests.receivedOn,
      dueOn: privacyRequests.dueOn,
      status: privacyRequests.status,
      answeredOn: privacyRequests.answeredOn,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.patientId, patientId))
    .orderBy(desc(privacyRequests.receivedOn), desc(privacyRequests.createdAt));
  return rows.map((row) => ({ ...row, countdown: privacyRequestCountdown(row.dueOn, today, row.status) }));
}

export function portalPrivacyRequestRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json({ requests: await listOwnRequests(deps, c.get('patientId')) }, 200))
    .post('/', validate('json', portalPrivacyRequestSchema, freeText), async (c) => {
      const patientId = c.get('patientId');
      const accountId = c.get('session').subjectId;
      const verdict = await consumeRateLimit(deps, rateLimitPolicy.recordCorrectionRequest, patientId);
      if (!verdict.allowed) throw rateLimitedError(verdict, privacyRequestMessages.portalTooMany);
      const [patient] = await deps.db
        .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (!patient) throw notFound();
      const input = c.req.valid('json');
      const { today } = await clinicNow(deps);
      const settings = await loadClinicSettings(deps.db);
      const name = `${patient.firstName} ${patient.lastName}`.trim();
      const request = recordPrivacyRequestStatements(deps, {
        patientId,
        requesterName: name,
        requesterEmail: patient.email,
        kind: input.kind,
        channel: 'portal',
        details: input.details,
        receivedOn: today,
        createdBy: null,
      });
      const mail = portalRequestEmail({
        clinic: settings,
        recipientName: settings.privacyOfficerEmail ? settings.privacyOfficerName : null,
        patient: { name, email: patient.email ?? '' },
        kind: input.kind,
        details: input.details ?? null,
        requestedAt: deps.clock.now(),
        answerBy: request.dueOn,
        timeZone: settings.timeZone,
      });
      await deps.db.batch([
        ...request.statements,
        outboxInsert(deps, { to: settings.privacyOfficerEmail || settings.email, ...mail, kind: 'staff', patientId }),
        auditEventInsert(deps, {
          actor: { type: 'patient', id: accountId },
          action: 'privacy_request.recorded',
          entity: 'privacy_requests',
          entityId: request.id,
          details: { kind: input.kind, patientId },
        }),
      ]);
      nudgeOutboxSender(deps);
      const [created] = (await listOwnRequests(deps, patientId)).filter((row) => row.id === request.id);
      return c.json({ request: created, message: privacyRequestMessages.portalSent }, 201);
    });
}
