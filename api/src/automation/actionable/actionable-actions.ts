// The one-click action of each row of « Analyses actionnables », run as a batch of one through
// the batches' machinery (../batches/run-batch.ts): its report row, its e-mail through the outbox,
// its audit entry and the `actionable_sends` row that says it went, in one `db.batch`. The unique
// index on that row makes a second click's batch fail whole: nothing is sent twice. The rebooking
// and reactivation e-mails carry the clinic's « reprise » template with the slots offered, and
// say that a system chose to write and how to ask a person to review it (Law 25 s. 12.1).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type ActionableListKey, actionableMessages } from 'shared-domain/analytics/actionable-lists';
import { type BatchKind, batchLimits } from 'shared-domain/automation/automation';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatPhone, formatShortDate } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { rebookingLimits } from 'shared-domain/scheduling/rebooking';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { actionableOverrides, actionableSends } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { rebookingEmail, rebookingRequestRows, rebookingSlotFinder } from '../../scheduling/public';
import { batchMail, type BatchPlan, itemAudit, itemRow, type PlannedItem, type RunContext, runBatch } from '../batches/run-batch';
import { freeSlotItem, planPaymentReminders } from '../one-click/one-click-plans';
import { type ActionableState, subjects } from './actionable-view';

type Staff = { staffId: string };

const refused = (message: string) => new AppError(errorCodes.actionableRefused, message);

/** Whatever item it wraps, the row that says this list's message went for this subject. */
function withSend(item: PlannedItem, list: ActionableListKey, subject: string, patientId: string | null): PlannedItem {
  return {
    view: item.view,
    write: (run, sendAt) => [
      ...item.write(run, sendAt),
      run.deps.db.insert(actionableSends).values({
        id: randomUUID(),
        list,
        subject,
        patientId,
        batchId: run.batchId,
        createdBy: run.staffId,
        createdAt: run.now,
      }),
    ],
  };
}

/** Runs the batch of one; a second send of the same subject fails on the unique index, whole. */
async function runOne(deps: AppDeps, staff: Staff, plan: BatchPlan, summary: string, list: ActionableListKey) {
  try {
    const batchId = await runBatch(deps, plan, {
      kind: plan.kind,
      params: { list },
      summary,
      ratePerMinute: batchLimits.defaultRatePerMinute,
      sendDelayMinutes: 0,
      undoMinutes: null,
      staffId: staff.staffId,
    });
    return { batchId, sentAt: deps.clock.now().toISOString() };
  } catch (error) {
    if (String((error as { cause?: unknown })?.cause ?? error).includes('actionable_sends')) throw refused(actionableMessages.alreadySent);
    throw error;
  }
}

/** What the patient reads of the system's decision and how to have it reviewed (Law 25 s. 12.1). */
function decisionNotice(state: ActionableState, why: string): string[] {
  const { clinic } = state.context;
  return [
    `Pourquoi ce message : notre logiciel de gestion a relevé automatiquement, à partir de votre dossier, que ${why}. Cette décision d’écrire a été prise par un système.`,
    `Vous pouvez demander qu’une personne de la clinique révise cette décision, et connaître les renseignements et les raisons qui l’ont fondée : répondez à ce courriel ou appelez-nous au ${formatPhone(clinic.phone)}.`,
  ];
}

/** How the clinic may write a reactivation message (CASL): the ground, and how to stop them. */
function consentNotice(deps: AppDeps, consent: string): string[] {
  return [
    `Vous recevez ce message selon notre registre des consentements (${consent.replace(/\.$/, '')}).`,
    `Pour ne plus recevoir nos messages, répondez « désabonner » à ce courriel ou retirez votre consentement dans votre portail patient : ${absoluteUrl(deps.config.publicUrl, paths.patientPortal.build())}`,
  ];
}

type RebookingList = 'reexam' | 'episode' | 'reactivation';

/** « Proposer un rendez-vous » (re-exam, episode) or the reactivation message: a rebooking link offering free slots. */
export async function offerRebooking(deps: AppDeps, staff: Staff, state: ActionableState, list: RebookingList, patientId: string) {
  const { context, facts, lists, today } = state;
  const row = lists[list].find((entry) => entry.patientId === patientId);
  if (!row) throw refused(actionableMessages.notInList);
  const reactivation = list === 'reactivation' ? lists.reactivation.find((entry) => entry.patientId === patientId) : undefined;
  if (reactivation?.excluded)
    throw refused(reactivation.excluded === 'no_email' ? actionableMessages.noEmail : actionableMessages.excluded);
  const person = facts.contacts.get(patientId);
  if (!person?.email) throw refused(actionableMessages.noEmail);
  const email = person.email;
  const subject = subjects.patient(patientId, row.key);
  if (facts.sent.has(`${list}|${subject}`)) throw refused(actionableMessages.alreadySent);

  const finder = await rebookingSlotFinder(deps, { skipDays: new Set(), closing: [] });
  const usual = facts.usualVisit.get(patientId);
  const offered = finder(
    usual ? { scheduledTime: usual.time, durationMinutes: usual.durationMinutes } : { scheduledTime: '10:00', durationMinutes: 30 },
  );
  if (offered.length === 0) throw refused(actionableMessages.noSlots);

  const due = list === 'reexam' ? lists.reexam.find((entry) => entry.patientId === patientId) : undefined;
  const motif =
    list === 'reexam'
      ? `Réexamen prévu le ${formatShortDate(due?.reexamOn ?? today)}`
      : list === 'episode'
        ? 'Suite de vos soins en cours'
        : 'Prendre de vos nouvelles';
  const why =
    list === 'reexam'
      ? `votre réexamen est prévu le ${formatShortDate(due?.reexamOn ?? today)} et qu’aucun rendez-vous n’est inscrit à cette date ou après`
      : list === 'episode'
        ? 'vos soins sont en cours et qu’aucun prochain rendez-vous n’est inscrit'
        : `votre dernière visite date du ${formatShortDate(reactivation?.lastSeenOn ?? today)} et qu’aucun rendez-vous n’est inscrit`;
  const notice = [...decisionNotice(state, why), ...(reactivation ? consentNotice(deps, reactivation.consent) : [])];
  const { clinic } = context;
  const expiresAt = new Date(deps.clock.now().getTime() + rebookingLimits.expiresInHoursDefault * 60 * 60_000);
  const kind: BatchKind = list === 'reactivation' ? 'reactivation' : 'rebooking_offers';
  const who = { appointmentId: null, patientId };

  const item: PlannedItem = {
    view: {
      appointmentId: null,
      patientId,
      patientName: person.name,
      startsAt: null,
      movesTo: null,
      serviceName: null,
      email,
      emailLabel: kind === 'reactivation' ? 'Message de réactivation' : 'Proposition de rendez-vous',
      outcome: 'messaged',
      note: null,
    },
    write(run: RunContext, sendAt) {
      const rows = rebookingRequestRows(run.deps, {
        ...who,
        patientName: person.name,
        patientEmail: email,
        reason: motif,
        slots: offered,
        expiresAt,
        timeZone: clinic.timeZone,
        createdAt: run.now,
      });
      const mail = rebookingEmail({
        clinic,
        publicUrl: deps.config.publicUrl,
        token: rows.token,
        patientName: person.name,
        reason: motif,
        slots: rows.slots,
        expiresAt,
        timeZone: clinic.timeZone,
        notice,
      });
      return [
        itemRow(run, { ...who, outcome: 'messaged' }),
        ...rows.statements,
        ...batchMail(run, { to: email, ...mail, kind: 'reprise' }, who, sendAt),
        itemAudit(
          run,
          list === 'reactivation'
            ? {
                action: 'actionable.reactivation_sent',
                entity: 'patients',
                entityId: patientId,
                details: { patientId, overridden: reactivation?.overridden ?? false, slots: offered.length, batchId: run.batchId },
              }
            : {
                action: 'actionable.rebooking_offered',
                entity: 'patients',
                entityId: patientId,
                details: { patientId, list, slots: offered.length, batchId: run.batchId },
              },
          sql`1`,
        ),
      ];
    },
  };
  const summary = `${kind === 'reactivation' ? 'Message de réactivation' : 'Rendez-vous proposé'} — ${person.name}`;
  return runOne(deps, staff, { kind, items: [withSend(item, list, subject, patientId)], selectionToken: '' }, summary, list);
}

/** « Envoyer un rappel »: the payment reminder of « Actions en un clic », to this patient, once a day. */
export async function sendPaymentReminder(deps: AppDeps, staff: Staff, state: ActionableState, patientId: string) {
  const plan = await planPaymentReminders(state.context);
  const item = plan.items.find((entry) => entry.view.patientId === patientId);
  if (!item) throw refused(actionableMessages.notInList);
  if (item.view.email === null) throw refused(actionableMessages.noEmail);
  const subject = subjects.payment(patientId, state.today);
  if (state.facts.sent.has(`unpaid|${subject}`)) throw refused(actionableMessages.alreadySent);
  return runOne(
    deps,
    staff,
    { kind: 'payment_reminders', items: [withSend(item, 'unpaid', subject, patientId)], selectionToken: plan.selectionToken },
    `Rappel de paiement — ${item.view.patientName}`,
    'unpaid',
  );
}

/** « Offrir un créneau »: the entry's first matching free slot, handed to the waitlist's engine (its rules make the offer). */
export async function offerSlotToEntry(deps: AppDeps, staff: Staff, state: ActionableState, entryId: string) {
  const match = state.waiting.find((entry) => entry.entryId === entryId);
  const slot = match?.slots[0];
  if (!slot) throw refused(actionableMessages.notInList);
  const subject = subjects.waitlist(entryId, state.today);
  if (state.facts.sent.has(`waitlist|${subject}`)) throw refused(actionableMessages.alreadySent);
  const offer = freeSlotItem(state.context, state.free.service, slot);
  const item: PlannedItem = {
    view: offer.view,
    write: (run, sendAt) => [
      ...offer.write(run, sendAt),
      itemAudit(
        run,
        { action: 'actionable.slot_offered', entity: 'waitlist_entries', entityId: entryId, details: { entryId, batchId: run.batchId } },
        sql`1`,
      ),
    ],
  };
  return runOne(
    deps,
    staff,
    { kind: 'offer_free_slots', items: [withSend(item, 'waitlist', subject, null)], selectionToken: '' },
    `Créneau du ${formatShortDate(slot.date)} à ${slot.time} offert à la liste d’attente`,
    'waitlist',
  );
}

/** Lifts a reactivation exclusion with the reason staff gave: a row of its own, audited in the same batch. */
export async function overrideExclusion(deps: AppDeps, staff: Staff, state: ActionableState, input: { patientId: string; reason: string }) {
  const row = state.lists.reactivation.find((entry) => entry.patientId === input.patientId);
  if (!row) throw refused(actionableMessages.notInList);
  if (row.excluded !== 'no_consent' && row.excluded !== 'withdrawn') throw refused(actionableMessages.overrideNotExcluded);
  const id = randomUUID();
  const now = deps.clock.now().toISOString();
  await deps.db.batch([
    deps.db.insert(actionableOverrides).values({
      id,
      patientId: input.patientId,
      list: 'reactivation',
      reason: input.reason,
      createdBy: staff.staffId,
      createdAt: now,
    }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staff.staffId },
      action: 'actionable.exclusion_overridden',
      entity: 'actionable_overrides',
      entityId: id,
      details: { patientId: input.patientId, overrideId: id },
    }),
  ]);
  return { id, createdAt: now };
}
