// « Télécharger mes données ». The portal's downloads, mounted at /api/portal/my-data.json,
// .csv and .pdf: the session's patient, or a dependant her guardian may act for today (« Pour qui ? »,
// `?pour=`, checked by the surface: the child's data, her signed intake forms included, only then);
// a day's downloads are logged as one portability request of that record answered at once (the
// first writes it, the next add their format to it; the requester is the account's holder), each
// download with its audit row naming that request, in one batch. The staff's, mounted at /api/admin/patients
// (/:id/my-data.json, .csv, .pdf): the care roles, each download audited.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type Context, Hono } from 'hono';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import type { PortabilityFormat } from 'shared-domain/privacy/privacy-portability';
import { portabilityFormatsIn, portabilityText } from 'shared-domain/privacy/privacy-portability';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert, recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { patientAccounts, patients, privacyRequests } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import type { AdminEnv, PortalEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { recordPrivacyRequestStatements } from '../requests/privacy-request-statements';
import type { SignedIntakesReader } from './assemble-portability-export';
import { type PortabilityFile, portabilityFile } from './portability-files';
import { idParam } from 'shared-domain/platform/record-id';

/** A download: never cached, never sniffed into something else, always saved as a file. */
function download(file: PortabilityFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '');
  return {
    body: file.body,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  };
}

/** Who asked, as the request queue names her: the record's name, the account's e-mail (else the record's). */
async function requester(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const [row] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email, accountEmail: patientAccounts.email })
    .from(patients)
    .leftJoin(patientAccounts, eq(patientAccounts.patientId, patients.id))
    .where(eq(patients.id, patientId));
  if (!row) throw notFound();
  return { name: `${row.firstName} ${row.lastName}`.trim(), email: row.accountEmail ?? row.email };
}

/** Her portability request of `day` from the portal's downloads, if one was logged already. */
async function downloadsRequestOf(deps: Pick<AppDeps, 'db'>, patientId: string, day: string) {
  const [row] = await deps.db
    .select({ id: privacyRequests.id, details: privacyRequests.details })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.patientId, patientId),
        eq(privacyRequests.kind, 'portability'),
        eq(privacyRequests.channel, 'portal'),
        eq(privacyRequests.receivedOn, day),
        eq(privacyRequests.status, 'answered'),
        isNull(privacyRequests.answeredBy),
      ),
    )
    .orderBy(asc(privacyRequests.createdAt))
    .limit(1);
  return row;
}

/**
 * The signed-in patient's export in `format`, logged as her portability request answered at once:
 * one request a day, however many files she takes (the privacy officer's queue lists requests, not
 * clicks). Counted per record before anything is read: a loop or a stuck button cannot hammer it.
 */
export function portalMyDataRoutes(deps: AppDeps, format: PortabilityFormat, signedIntakes: SignedIntakesReader) {
  return new Hono<PortalEnv>().get('/', async (c) => {
    const patientId = c.get('patientId');
    const verdict = await consumeRateLimit(deps, rateLimitPolicy.personalDataExport, patientId);
    if (!verdict.allowed) throw rateLimitedError(verdict, portabilityText.tooMany);
    const file = await portabilityFile(deps, patientId, format, signedIntakes);
    // A guardian's download of her child's data is her request about the child's record.
    const who = await requester(deps, c.get('accountPatientId'));
    const { timeZone } = await loadClinicSettings(deps.db);
    const today = clinicDate(deps.clock.now(), timeZone);
    const logged = await downloadsRequestOf(deps, patientId, today);
    const formats = [...new Set([...portabilityFormatsIn(logged?.details ?? null), format])];
    const request: { id: string; statements: [BatchItem<'sqlite'>] } = logged
      ? {
          id: logged.id,
          statements: [
            deps.db
              .update(privacyRequests)
              .set({
                details: portabilityText.requestDetails(formats),
                answer: portabilityText.requestAnswer(formats),
                updatedAt: deps.clock.now().toISOString(),
              })
              .where(eq(privacyRequests.id, logged.id)),
          ],
        }
      : recordPrivacyRequestStatements(deps, {
          patientId,
          requesterName: who.name,
          requesterEmail: who.email,
          kind: 'portability',
          channel: 'portal',
          details: portabilityText.requestDetails(formats),
          receivedOn: today,
          createdBy: null,
          answered: { status: 'answered', answer: portabilityText.requestAnswer(formats), answeredOn: today, answeredBy: null },
        });
    await deps.db.batch([
      ...request.statements,
      auditEventInsert(deps, {
        actor: { type: 'patient', id: c.get('session').subjectId },
        action: 'personal_data.exported',
        entity: 'patients',
        entityId: patientId,
        details: { format, requestId: request.id },
      }),
    ]);
    const { body, headers } = download(file);
    return c.body(body, 200, headers);
  });
}

/** A patient's export for the staff (an access or portability request answered by hand), audited. */
export function staffMyDataRoutes(deps: AppDeps, signedIntakes: SignedIntakesReader) {
  const serve = async (c: Context<AdminEnv>, patientId: string, format: PortabilityFormat) => {
    const file = await portabilityFile(deps, patientId, format, signedIntakes);
    await recordStaffAuditEvent(c, deps, {
      action: 'personal_data.exported',
      entity: 'patients',
      entityId: patientId,
      details: { format },
    });
    const { body, headers } = download(file);
    return c.body(body, 200, headers);
  };
  return new Hono<AdminEnv>()
    .get('/:id/my-data.json', allow('care'), validate('param', idParam), (c) => serve(c, c.req.valid('param').id, 'json'))
    .get('/:id/my-data.csv', allow('care'), validate('param', idParam), (c) => serve(c, c.req.valid('param').id, 'csv'))
    .get('/:id/my-data.pdf', allow('care'), validate('param', idParam), (c) => serve(c, c.req.valid('param').id, 'pdf'));
}
