// « Analyses actionnables »: the five lists as the page shows them, each row with why the person is
// in it, whether its message already went, and (reactivation) whether the message may go. The
// desk reads lists 1 and 2 as names and dates: the sentence that says a re-exam or an episode of
// care is the care roles' (`readsHealthText`).
import { asc, eq } from 'drizzle-orm';
import {
  type ActionableListKey,
  actionableListKeys,
  actionableListTitles,
  actionableRules,
  careLists,
  type ReactivationExclusion,
  waitlistWithFreeSlots,
} from 'shared-domain/analytics/actionable-lists';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { batchKindAccess } from 'shared-domain/automation/automation';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { formatShortDate } from 'shared-domain/platform/format';
import type { AppDeps } from '../../deps';
import { waitlistEntries } from '../../platform/db/schema';
import { readsHealthText } from '../../platform/http/health-text';
import { type PlanContext, planContext } from '../batches/batch-plan';
import { freeSlotsUntil, overdueAccounts } from '../one-click/one-click-plans';
import { type ActionableFacts, loadActionableFacts, sentKey } from './actionable-facts';

export const reactivationExclusionLabels: Record<ReactivationExclusion, string> = {
  no_email: 'Aucune adresse courriel',
  withdrawn: 'Consentement retiré',
  no_consent: 'Aucun consentement valide',
};

export const todayOf = (context: PlanContext) => clinicDate(context.deps.clock.now(), context.clinic.timeZone);

/** The subject of each row's one message, as `actionable_sends` keeps it. */
export const subjects = {
  patient: (patientId: string, key: string) => `${patientId}:${key}`,
  payment: (patientId: string, today: string) => `${patientId}:payment:${today}`,
  /** One offer a day per entry: the next click would hand the engine another slot. */
  waitlist: (entryId: string, today: string) => `${entryId}:offer:${today}`,
};

/** Everything the five lists need, read once. */
export async function actionableState(deps: AppDeps) {
  const context = await planContext(deps);
  const today = todayOf(context);
  const [facts, accounts, entries, free] = await Promise.all([
    loadActionableFacts(deps, today, context.clinic.timeZone),
    overdueAccounts(context),
    deps.db
      .select({
        id: waitlistEntries.id,
        fullName: waitlistEntries.fullName,
        email: waitlistEntries.email,
        preferredDays: waitlistEntries.preferredDays,
        preferredTimes: waitlistEntries.preferredTimes,
        createdAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, 'waiting'))
      .orderBy(asc(waitlistEntries.createdAt)),
    freeSlotsUntil(context, (from) => addDays(from, actionableRules.waitlistDays)),
  ]);
  const lists = careLists(facts.cares, today);
  const waiting = waitlistWithFreeSlots(entries, free.slots);
  return { context, today, facts, accounts, entries, free, lists, waiting };
}
export type ActionableState = Awaited<ReturnType<typeof actionableState>>;

/** One collator for every sort (a `localeCompare` with a locale builds one per call). */
const collator = new Intl.Collator('fr-CA');
const byName = (facts: ActionableFacts) => (a: { patientId: string }, b: { patientId: string }) =>
  collator.compare(facts.contacts.get(a.patientId)?.name ?? '', facts.contacts.get(b.patientId)?.name ?? '');

/** The page's answer for `role`. */
export function actionableView(state: ActionableState, role: StaffRole) {
  const { facts, today, lists } = state;
  const care = readsHealthText(role);
  const contact = (patientId: string) => {
    const person = facts.contacts.get(patientId);
    return { patientId, patientName: person?.name ?? '', hasEmail: Boolean(person?.email) };
  };
  const sentAt = (list: ActionableListKey, subject: string) => facts.sent.get(sentKey(list, subject)) ?? null;

  const reexam = [...lists.reexam].sort(byName(facts)).map((row) => ({
    ...contact(row.patientId),
    reexamOn: row.reexamOn,
    overdue: row.overdue,
    reason: care ? row.reason : null,
    sentAt: sentAt('reexam', subjects.patient(row.patientId, row.key)),
  }));
  const episode = [...lists.episode].sort(byName(facts)).map((row) => ({
    ...contact(row.patientId),
    lastSeenOn: row.lastSeenOn,
    reason: care ? row.reason : null,
    sentAt: sentAt('episode', subjects.patient(row.patientId, row.key)),
  }));
  const unpaid = state.accounts
    .filter(({ account }) => account.balanceCents > 0)
    .map(({ person, account }) => {
      const dueOn = account.invoices.map((invoice) => invoice.dueOn).sort()[0] ?? null;
      return {
        patientId: person.id,
        patientName: `${person.firstName} ${person.lastName}`.trim(),
        hasEmail: Boolean(person.email?.trim()),
        balanceCents: account.balanceCents,
        invoices: account.invoices.length,
        oldestDueOn: dueOn,
        reason: `Solde de ${account.invoices.length} ${account.invoices.length === 1 ? 'facture' : 'factures'}, la plus ancienne échue le ${dueOn ? formatShortDate(dueOn) : '—'}.`,
        sentAt: sentAt('unpaid', subjects.payment(person.id, today)),
      };
    });
  const entries = new Map(state.entries.map((entry) => [entry.id, entry]));
  const waitlist = state.waiting.flatMap(({ entryId, slots }) => {
    const entry = entries.get(entryId);
    const first = slots[0];
    if (!entry || !first) return [];
    return [
      {
        entryId,
        name: entry.fullName,
        waitingSince: entry.createdAt,
        preferredDays: entry.preferredDays,
        preferredTimes: entry.preferredTimes,
        firstSlot: first,
        slotCount: slots.length,
        reason: `${slots.length} ${slots.length === 1 ? 'créneau libre correspond' : 'créneaux libres correspondent'} à ses choix d’ici le ${formatShortDate(addDays(today, actionableRules.waitlistDays))}.`,
        sentAt: sentAt('waitlist', subjects.waitlist(entryId, today)),
      },
    ];
  });
  const reactivation = [...lists.reactivation].sort(byName(facts)).map((row) => ({
    ...contact(row.patientId),
    lastSeenOn: row.lastSeenOn,
    reason: row.reason,
    consent: row.consent,
    excluded: row.excluded,
    exclusionLabel: row.excluded ? reactivationExclusionLabels[row.excluded] : null,
    /** Staff may lift a consent exclusion, never a missing address. */
    mayOverride: row.excluded === 'no_consent' || row.excluded === 'withdrawn',
    overridden: row.overridden,
    sentAt: sentAt('reactivation', subjects.patient(row.patientId, row.key)),
  }));
  const rows = { reexam, episode, unpaid, waitlist, reactivation };
  return {
    today,
    lists: actionableListKeys.map((key) => ({
      key,
      ...actionableListTitles[key],
      count: rows[key].length,
      /** Whether this role may take the row's action (the payment reminder is the cash desk's). */
      mayAct: key === 'unpaid' ? mayAccess(role, batchKindAccess.payment_reminders) : true,
    })),
    ...rows,
  };
}
