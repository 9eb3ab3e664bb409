// « Envoyer les relevés annuels »: in January (or later), one e-mail per patient who has a yearly
// statement of care expenses for the year (billing: a care visit she paid something of), saying
// what she paid visit by visit and where her statement is in the portal. Queued through the outbox,
// spaced at the rate chosen (e-mail k leaves at start + k × 60/rate s), chunk by chunk.
//
// Never twice: each e-mail is written in the same `db.batch` as its row in the rules' ledger
// (`automation_sends`, rule `yearly_statement`, subject `<patient>@<year>` — the automatic
// « Relevé annuel » rule's own, so neither sends a patient the year's statement the other sent),
// and only if that row is its own. A run that stops half-way (a restart, a kill) leaves whole
// chunks written; the next run queues only the patients not in the ledger, after the e-mails still
// waiting, at the same rate. The outbox's claims keep a sender that dies from sending twice.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { calendarYearPeriod, yearlyStatement } from 'shared-domain/billing/yearly-statement';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { patientsWithStatement, statementVisits } from '../../billing/public';
import { loadEmailClinic } from '../../clinic/public';
import { automationSends, emailOutbox, patients } from '../../platform/db/schema';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';
import { patientName, reachablePatient } from '../rules/rule-run';
import type { SendDeps } from '../rules/send-once';

const rule = 'yearly_statement';

/** The ledger's subject for a patient's statement of a year (the automatic rule's too). */
const subjectOf = (patientId: string, year: number) => `${patientId}@${year}`;

export interface StatementBatchRequest {
  year: number;
  ratePerMinute: number;
  /** Patients read and written per `db.batch`. */
  chunkSize?: number;
  /** Called after each chunk is written (the kill test's child says so on its output). */
  afterChunk?: (queued: number) => Promise<void> | void;
}

/** The year's batch as the page shows it: who has a statement, how many are queued, how many left. */
export interface StatementBatchProgress {
  year: number;
  /** E-mails of the year queued by a run or the automatic rule. */
  queued: number;
  sent: number;
  /** Queued and not sent yet (waiting for their turn, or retried). */
  waiting: number;
}

export async function statementBatchProgress(deps: Pick<SendDeps, 'db'>, year: number): Promise<StatementBatchProgress> {
  const [row] = await deps.db
    .select({
      queued: sql<number>`count(*)`,
      sent: sql<number>`count(${emailOutbox.sentAt})`,
      waiting: sql<number>`sum(case when ${emailOutbox.id} is not null and ${emailOutbox.sentAt} is null then 1 else 0 end)`,
    })
    .from(automationSends)
    .leftJoin(emailOutbox, eq(emailOutbox.id, automationSends.outboxId))
    .where(and(eq(automationSends.rule, rule), like(automationSends.subject, `%@${year}`)));
  return { year, queued: Number(row?.queued ?? 0), sent: Number(row?.sent ?? 0), waiting: Number(row?.waiting ?? 0) };
}

/** When the year's last e-mail still waiting leaves (null: none waits): a run goes on after it. */
async function lastWaitingAt(deps: Pick<SendDeps, 'db'>, year: number): Promise<number | null> {
  const [row] = await deps.db
    .select({ at: sql<string | null>`max(${emailOutbox.nextAttemptAt})` })
    .from(automationSends)
    .innerJoin(emailOutbox, eq(emailOutbox.id, automationSends.outboxId))
    .where(and(eq(automationSends.rule, rule), like(automationSends.subject, `%@${year}`), isNull(emailOutbox.sentAt)));
  return row?.at ? Date.parse(row.at) : null;
}

/** Queues the year's statements not queued yet; resolves to how many this run queued. */
export async function queueYearlyStatements(deps: SendDeps, request: StatementBatchRequest): Promise<number> {
  const { year, ratePerMinute } = request;
  const chunkSize = request.chunkSize ?? 250;
  const period = calendarYearPeriod(year);
  const clinic = await loadEmailClinic(deps.db);
  const link = absoluteUrl(deps.config.publicUrl, paths.portalDocuments.build());
  const spacingMs = 60_000 / ratePerMinute;
  const now = deps.clock.now().getTime();
  const after = await lastWaitingAt(deps, year);
  // After the e-mails an earlier run left waiting, so the rate holds across runs.
  const start = after === null ? now : Math.max(now, after + spacingMs);
  let queued = 0;
  let cursor: string | undefined;
  for (;;) {
    const ids = await patientsWithStatement(deps, period, { afterId: cursor, limit: chunkSize });
    if (ids.length === 0) break;
    cursor = ids.at(-1);
    const reachable = await deps.db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
      .from(patients)
      .where(
        and(
          inArray(patients.id, ids),
          reachablePatient,
          sql`not exists (select 1 from ${automationSends} where ${automationSends.rule} = ${rule}
            and ${automationSends.subject} = ${patients.id} || '@' || ${String(year)})`,
        ),
      )
      .orderBy(patients.id);
    if (reachable.length === 0) continue;
    const visits = await statementVisits(
      deps,
      reachable.map((patient) => patient.id),
      period,
    );
    const statements: BatchItem<'sqlite'>[] = [];
    /** Each e-mail of the chunk and when it leaves, for the one update that spaces them. */
    const times: { id: string; at: string }[] = [];
    const createdAt = deps.clock.now().toISOString();
    for (const patient of reachable) {
      const statement = yearlyStatement({ patientName: patientName(patient), period, visits: visits.get(patient.id) ?? [] });
      if (statement.patientTotalCents <= 0 || !patient.email) continue;
      const outboxId = randomUUID();
      const subject = subjectOf(patient.id, year);
      const mail = templateEmail(clinic, 'releve_annuel', {
        nom: patientName(patient),
        année: String(year),
        total: formatMoney(statement.patientTotalCents),
        détails: statement.visits.map((visit) => ({
          label: `${formatDate(visit.date, clinic.timeZone)} — ${visit.service}`,
          value: formatMoney(visit.patientPaidCents),
        })),
        lien: link,
      });
      times.push({ id: outboxId, at: new Date(start + Math.floor((queued + times.length) * spacingMs)).toISOString() });
      statements.push(
        // The ledger's row first: taken by this run only if no run took it before.
        deps.db.insert(automationSends).values({ rule, subject, outboxId, createdAt }).onConflictDoNothing(),
        outboxInsert(
          deps,
          { to: patient.email, ...mail, kind: 'releve_annuel', patientId: patient.id, ignorePause: true },
          {
            id: outboxId,
            onlyIf: sql`exists (select 1 from ${automationSends} where ${automationSends.rule} = ${rule}
              and ${automationSends.subject} = ${subject} and ${automationSends.outboxId} = ${outboxId})`,
          },
        ),
      );
    }
    const [first, ...rest] = statements;
    if (!first) continue;
    // When each e-mail leaves: one statement for the chunk, after its inserts.
    rest.push(
      deps.db
        .update(emailOutbox)
        .set({
          nextAttemptAt: sql`case ${emailOutbox.id} ${sql.join(
            times.map((time) => sql`when ${time.id} then ${time.at}`),
            sql` `,
          )} end`,
        })
        .where(
          and(
            inArray(
              emailOutbox.id,
              times.map((time) => time.id),
            ),
            eq(emailOutbox.attempts, 0),
          ),
        ),
    );
    const results = (await deps.db.batch([first, ...rest])) as { rowsAffected?: number }[];
    queued += results
      .filter((_, index) => index % 2 === 1 && index < statements.length)
      .filter((result) => result.rowsAffected === 1).length;
    nudgeOutboxSender(deps);
    await request.afterChunk?.(queued);
  }
  return queued;
}
