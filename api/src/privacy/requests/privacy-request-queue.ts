// « Demandes d'accès et de rectification »: the queue read with its filters and counts,
// a request recorded at the desk, its answer, and the letter that carries the answer to the
// requester. Each change and its audit row are one batch of guarded statements; the deadlines are
// counted from the day received (`privacyRequestAnswerDays`) and the countdown is read on the
// clinic's today, here, so every screen says the same thing.
import { and, asc, desc, eq, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import { type PrivacyRequestStatus, privacyRequestKindLabels } from 'shared-domain/privacy/privacy';
import {
  type PrivacyRequestCreate,
  type privacyRequestAnswerSchema,
  privacyRequestCountdown,
  privacyRequestMessages,
} from 'shared-domain/privacy/privacy-requests';
import type { z } from 'zod';
import { clinicAddressLines, clinicFooter } from '../../billing/public';
import { loadClinicSettings, loadEmailClinic, privacyOfficerOf } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../clinic/public';
import { auditEventInsert, auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { patients, privacyRequests, staffUsers } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { pdfFlow } from '../../platform/pdf/pdf-flow';
import { recordPrivacyRequestStatements } from './privacy-request-statements';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Staff = { staffId: string };

export interface PrivacyRequestFilters {
  status?: PrivacyRequestStatus;
  kind?: (typeof privacyRequests.$inferSelect)['kind'];
  overdue?: boolean;
}

const answeredByStaff = alias(staffUsers, 'answered_by_staff');

const requestColumns = {
  id: privacyRequests.id,
  reference: privacyRequests.reference,
  kind: privacyRequests.kind,
  channel: privacyRequests.channel,
  patientId: privacyRequests.patientId,
  requesterName: privacyRequests.requesterName,
  requesterEmail: privacyRequests.requesterEmail,
  details: privacyRequests.details,
  receivedOn: privacyRequests.receivedOn,
  dueOn: privacyRequests.dueOn,
  status: privacyRequests.status,
  answer: privacyRequests.answer,
  answeredOn: privacyRequests.answeredOn,
  answeredBy: answeredByStaff.fullName,
  letterSentAt: privacyRequests.letterSentAt,
  createdAt: privacyRequests.createdAt,
};

function selectRequests(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select(requestColumns)
    .from(privacyRequests)
    .leftJoin(answeredByStaff, eq(answeredByStaff.id, privacyRequests.answeredBy))
    .where(where);
}

/** A request as the queue shows it: its row and its countdown on the clinic's today. */
function viewOf<Row extends { dueOn: string; status: PrivacyRequestStatus }>(row: Row, today: string) {
  return { ...row, countdown: privacyRequestCountdown(row.dueOn, today, row.status) };
}

/** The queue: open requests first, the nearest deadline first; then the closed ones, newest first. */
export async function listPrivacyRequests(deps: Deps, filters: PrivacyRequestFilters) {
  const { today } = await clinicNow(deps);
  const conditions = [
    filters.status ? eq(privacyRequests.status, filters.status) : undefined,
    filters.kind ? eq(privacyRequests.kind, filters.kind) : undefined,
    filters.overdue === undefined
      ? undefined
      : filters.overdue
        ? and(eq(privacyRequests.status, 'open'), lt(privacyRequests.dueOn, today))
        : sql`not (${privacyRequests.status} = 'open' and ${privacyRequests.dueOn} < ${today})`,
  ];
  const rows = await selectRequests(deps, and(...conditions)).orderBy(
    sql`case when ${privacyRequests.status} = 'open' then 0 else 1 end`,
    sql`case when ${privacyRequests.status} = 'open' then ${privacyRequests.dueOn} end`,
    desc(privacyRequests.receivedOn),
    desc(privacyRequests.createdAt),
    asc(privacyRequests.id),
  );
  const [counts] = await deps.db
    .select({
      total: sql<number>`count(*)`,
      open: sql<number>`coalesce(sum(case when ${privacyRequests.status} = 'open' then 1 else 0 end), 0)`,
      overdue: sql<number>`coalesce(sum(case when ${privacyRequests.status} = 'open' and ${privacyRequests.dueOn} < ${today} then 1 else 0 end), 0)`,
      dueToday: sql<number>`coalesce(sum(case when ${privacyRequests.status} = 'open' and ${privacyRequests.dueOn} = ${today} then 1 else 0 end), 0)`,
      answered: sql<number>`coalesce(sum(case when ${privacyRequests.status} = 'answered' then 1 else 0 end), 0)`,
      refused: sql<number>`coalesce(sum(case when ${privacyRequests.status} = 'refused' then 1 else 0 end), 0)`,
    })
    .from(privacyRequests);
  return {
    today,
    counts: {
      total: Number(counts?.total ?? 0),
      open: Number(counts?.open ?? 0),
      overdue: Number(counts?.overdue ?? 0),
      dueToday: Number(counts?.dueToday ?? 0),
      answered: Number(counts?.answered ?? 0),
      refused: Number(counts?.refused ?? 0),
    },
    requests: rows.map((row) => viewOf(row, today)),
  };
}

type RequestRow = Awaited<ReturnType<typeof readRequest>>;

async function readRequest(deps: Deps, id: string) {
  const [row] = await selectRequests(deps, eq(privacyRequests.id, id));
  if (!row) throw notFound(privacyRequestMessages.notFound);
  return row;
}

export async function readPrivacyRequest(deps: Deps, id: string) {
  const { today } = await clinicNow(deps);
  return viewOf(await readRequest(deps, id), today);
}

/** A request received at the desk, by mail, e-mail or phone: for a patient, or for a person without a record. */
export async function recordDeskPrivacyRequest(deps: Deps, staff: Staff, input: PrivacyRequestCreate) {
  const { today } = await clinicNow(deps);
  if (input.receivedOn > today) throw fieldRefusal('receivedOn', privacyRequestMessages.receivedInFuture);
  let requester: { name: string; email: string | null };
  if (input.patientId) {
    const [patient] = await deps.db
      .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
      .from(patients)
      .where(eq(patients.id, input.patientId));
    if (!patient) throw fieldRefusal('patientId', privacyRequestMessages.patientNotFound);
    // What staff typed wins: a parent asking for a child's record is not the child.
    requester = {
      name: input.requesterName ?? `${patient.firstName} ${patient.lastName}`.trim(),
      email: input.requesterEmail ?? patient.email,
    };
  } else {
    requester = { name: input.requesterName ?? '', email: input.requesterEmail };
  }
  const request = recordPrivacyRequestStatements(deps, {
    patientId: input.patientId,
    requesterName: requester.name,
    requesterEmail: requester.email,
    kind: input.kind,
    channel: input.channel,
    details: input.details,
    receivedOn: input.receivedOn,
    createdBy: staff.staffId,
  });
  await deps.db.batch([
    ...request.statements,
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staff.staffId },
      action: 'privacy_request.recorded',
      entity: 'privacy_requests',
      entityId: request.id,
      details: { kind: input.kind, patientId: input.patientId },
    }),
  ]);
  return viewOf(await readRequest(deps, request.id), today);
}

/** The answer, given or refused; once. */
export async function answerPrivacyRequest(deps: Deps, staff: Staff, id: string, input: z.output<typeof privacyRequestAnswerSchema>) {
  const request = await readRequest(deps, id);
  if (request.status !== 'open') throw new AppError(errorCodes.privacyRequestAnswered, privacyRequestMessages.answeredAlready);
  const { today } = await clinicNow(deps);
  const stillOpen = and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'open'));
  const [, written] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staff.staffId },
        action: 'privacy_request.answered',
        entity: 'privacy_requests',
        entityId: id,
        details: { reference: request.reference, status: input.status },
      },
      sql`exists (select 1 from ${privacyRequests} where ${stillOpen})`,
    ),
    deps.db
      .update(privacyRequests)
      .set({
        status: input.status,
        answer: input.answer,
        answeredOn: today,
        answeredBy: staff.staffId,
        updatedAt: deps.clock.now().toISOString(),
      })
      .where(stillOpen)
      .returning({ id: privacyRequests.id }),
  ]);
  if (written.length === 0) throw new AppError(errorCodes.privacyRequestAnswered, privacyRequestMessages.answeredAlready);
  return viewOf(await readRequest(deps, id), today);
}

/** The letter's words: the clinic's template `reponse_demande` filled from the request. */
async function letterOf(deps: Deps, request: RequestRow) {
  const [clinic, settings] = await Promise.all([loadEmailClinic(deps.db), loadClinicSettings(deps.db)]);
  const officer = privacyOfficerOf(settings);
  const refused = request.status === 'refused';
  const email = templateEmail(clinic, 'reponse_demande', {
    nom: request.requesterName,
    référence: request.reference,
    demande: privacyRequestKindLabels[request.kind].toLowerCase(),
    reçue: formatDate(request.receivedOn),
    décision: refused
      ? 'Nous ne pouvons pas donner suite à votre demande, pour le motif suivant :'
      : 'Nous avons donné suite à votre demande.',
    réponse: request.answer ?? '',
    recours: refused
      ? 'Vous pouvez demander à la Commission d’accès à l’information de réviser cette décision dans les 30 jours suivant sa réception (www.cai.gouv.qc.ca).'
      : '',
    responsable: officer.email ? `${officer.name} (${officer.email})` : officer.name,
  });
  return { clinic, email };
}

function refuseLetterBeforeAnswer(request: RequestRow) {
  if (request.status === 'open') throw new AppError(errorCodes.privacyLetterNeedsAnswer, privacyRequestMessages.notAnswered);
}

/** « Envoyer la lettre »: the answer e-mailed to the requester, once, queued with its audit row. */
export async function sendPrivacyRequestLetter(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>, staff: Staff, id: string) {
  const request = await readRequest(deps, id);
  refuseLetterBeforeAnswer(request);
  if (request.letterSentAt) throw new AppError(errorCodes.privacyLetterSent, privacyRequestMessages.letterSentAlready);
  if (!request.requesterEmail) throw new AppError(errorCodes.privacyRequesterNoEmail, privacyRequestMessages.noEmail);
  const { email } = await letterOf(deps, request);
  const notSent = and(eq(privacyRequests.id, id), ne(privacyRequests.status, 'open'), isNull(privacyRequests.letterSentAt));
  const stillToSend = sql`exists (select 1 from ${privacyRequests} where ${notSent})`;
  const now = deps.clock.now().toISOString();
  const [, , written] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staff.staffId },
        action: 'privacy_request.letter_sent',
        entity: 'privacy_requests',
        entityId: id,
        details: { reference: request.reference },
      },
      stillToSend,
    ),
    outboxInsert(deps, { to: request.requesterEmail, ...email, patientId: request.patientId, ignorePause: true }, { onlyIf: stillToSend }),
    deps.db.update(privacyRequests).set({ letterSentAt: now, updatedAt: now }).where(notSent).returning({ id: privacyRequests.id }),
  ]);
  if (written.length === 0) throw new AppError(errorCodes.privacyLetterSent, privacyRequestMessages.letterSentAlready);
  nudgeOutboxSender(deps);
  const { today } = await clinicNow(deps);
  return viewOf(await readRequest(deps, id), today);
}

/** The same letter as a PDF, to print and mail (a requester without e-mail) or to keep on file. */
export async function privacyRequestLetterPdf(deps: Deps, staff: Staff, id: string) {
  const request = await readRequest(deps, id);
  refuseLetterBeforeAnswer(request);
  const { clinic, email } = await letterOf(deps, request);
  const now = deps.clock.now();
  const { today } = await clinicNow(deps);
  const pdf = await renderPdf(
    { title: email.subject, author: clinic.clinicName, subject: email.subject, createdAt: now },
    (page) => {
      const out = pdfFlow(page);
      out.title(clinic.clinicName);
      for (const line of clinicAddressLines(clinic)) out.muted(line);
      out.gap(12);
      out.line(`Le ${formatDate(request.answeredOn ?? today)}`);
      out.gap(6);
      out.line(request.requesterName);
      if (request.requesterEmail) out.muted(request.requesterEmail);
      out.gap(12);
      out.subheading(`Objet : ${email.subject}`);
      out.gap(6);
      for (const paragraph of email.text.split('\n')) {
        if (paragraph.trim() === '') out.gap(6);
        else out.line(paragraph);
      }
    },
    clinicFooter({ name: clinic.clinicName, addressLines: clinicAddressLines(clinic), phone: clinic.phone, email: clinic.email }),
  );
  await deps.db.batch([
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staff.staffId },
      action: 'privacy_request.letter_printed',
      entity: 'privacy_requests',
      entityId: id,
      details: { reference: request.reference },
    }),
  ]);
  return { pdf, fileName: `lettre-${request.reference}.pdf` };
}
