// « Payer pour la famille »: from her own portal, a guardian pays what she and the dependants she may
// act for owe, the invoices she chose, in one charge of her own saved card. The same protocol as
// paying one's balance (pay-balance.ts), for several records at once:
//
// - Each person paid gets her own pending transaction, on her own record, with her own invoice claims
//   and credit holds (invoice-claims.ts): her account, her receipts and her yearly statement read
//   her payment as any other, and each person's account credit pays only her own invoices, first
//   (`familyCardSplit`). The rows are linked by their `family_payments` row, the payment's anchor:
//   unique per payer and idempotency key, it holds what the card is charged in all.
// - One guarded statement writes them all: the anchor only if every person's claim still holds
//   (each invoice owes what was shown, unheld, each credit still there), the transactions only if the
//   anchor was written. A double-click or a second tab with the same key finds the anchor and is
//   answered from it; two payments racing for an invoice: one wins, the other is told the balance changed.
// - The card is charged once, for the sum, with the anchor's key (`family:<payer>:<key>`, never met by a
//   patient's own key). The outcome is one batch: every person's payment completed (her claims and
//   credit applied, the same statements as a single payment's), one audit entry per person, and one
//   receipt e-mailed to the guardian naming each person's part; or, refused, every row failed, the
//   invoices owed again and the credit free again: a refused card changes nothing else.
// - A family's payment a crash left pending is finished whole, never person by person
//   (`resumeStaleFamilyPayments`: the guardian's next attempt and the stale-payment job).
//
// Which records she may pay for is decided by the portal's surface (`FamilyOf`: herself and the
// dependants whose link holds today, a teen only with her agreement); any other invoice is a 404.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { familyCardSplit, type PayFamily, paymentMessages } from 'shared-domain/billing/payment';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import {
  creditHolds,
  familyPayments,
  invoicePayments,
  invoices,
  patients,
  paymentMethods,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert, ruleIsOn } from '../../platform/mail/queue-email';
import { planCreditUse } from '../account/apply-credit';
import { creditSources } from '../account/credit-sources';
import {
  cardPaymentTiming,
  chargeCard,
  chargedCardStatements,
  loadPendingCardPayment,
  receivedByInvoice,
  refusedChargeStatement,
  resumeStalePayments,
  stillPending,
} from '../checkout/card-payment';
import { listInsuranceReceipts } from '../documents/insurance-receipts';
import { claimRowsStatements, claimStillHolds, type InvoiceClaim, pendingPortalPayment } from './invoice-claims';
import { awaitPaymentOutcome, usableCard } from './pay-balance';
import { patientBalance } from './patient-balance';
import { paymentReceiptEmail } from './payment-receipt-email';

/** A person the guardian may pay for: herself first (`relationship` null), then her dependants. */
export interface FamilyMember {
  patientId: string;
  firstName: string;
  lastName: string;
  relationship: string | null;
}

/** Who the signed-in patient may pay for today, herself first: handed in by the portal's surface (families are the patients'). */
export type FamilyOf = (deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string) => Promise<readonly FamilyMember[]>;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** What each person of the family owes (her invoices, oldest first), her account credit and her insurance receipts. */
export async function familyBalance(deps: Pick<AppDeps, 'db'>, people: readonly FamilyMember[]) {
  return {
    people: await Promise.all(
      people.map(async (person) => {
        const [balance, receipts] = await Promise.all([
          patientBalance(deps, person.patientId),
          listInsuranceReceipts(deps, person.patientId),
        ]);
        return {
          ...person,
          totalCents: balance.totalCents,
          overdueCents: balance.overdueCents,
          creditCents: balance.creditCents,
          invoices: balance.invoices,
          receipts,
        };
      }),
    ),
  };
}

export type FamilyBalance = Awaited<ReturnType<typeof familyBalance>>;

interface MemberClaim extends InvoiceClaim {
  transactionId: string;
  cardCents: number;
}

export async function payFamily(deps: AppDeps, payerId: string, people: readonly FamilyMember[], request: PayFamily) {
  const existing = await familyPaymentByKey(deps, payerId, request.idempotencyKey);
  if (existing) return answerFromFamilyPayment(deps, payerId, existing.id);

  const card = await usableCard(deps, payerId, request.paymentMethodId);
  // Payments a crash left half done hold their invoices: finish them before reading the balances.
  await resumeStaleFamilyPayments(deps, payerId);
  for (const person of people) await resumeStalePayments(deps, person.patientId);

  const wanted = new Set(request.invoiceIds);
  const looks = await Promise.all(
    people.map(async (person) => {
      const [balance, sources] = await Promise.all([patientBalance(deps, person.patientId), creditSources(deps.db, person.patientId)]);
      return { person, sources, chosen: balance.invoices.filter((invoice) => wanted.has(invoice.id)) };
    }),
  );
  const parts = looks.filter((look) => look.chosen.length > 0);
  const split = familyCardSplit(
    parts.map((part) => ({
      owedCents: part.chosen.reduce((sum, invoice) => sum + invoice.openCents, 0),
      creditCents: part.sources.reduce((sum, source) => sum + source.unappliedCents, 0),
    })),
  );
  const found = parts.reduce((sum, part) => sum + part.chosen.length, 0);
  if (found !== wanted.size || split.cardCents !== request.amountCents) {
    // The same key may have won meanwhile (a double-click): answered from its payment.
    const winner = await familyPaymentByKey(deps, payerId, request.idempotencyKey);
    if (winner) return answerFromFamilyPayment(deps, payerId, winner.id);
    // An invoice of none of them (another family's) is not told apart from an unknown one.
    if (found !== wanted.size && (await invoicesOfFamily(deps, people, request.invoiceIds)) < wanted.size) throw notFound();
    throw new AppError(errorCodes.balanceChanged, paymentMessages.balanceChanged);
  }

  const familyPaymentId = randomUUID();
  const members: MemberClaim[] = parts.map((part, index) => {
    const share = split.parts[index] ?? { creditAppliedCents: 0, cardCents: 0 };
    return {
      transactionId: randomUUID(),
      patientId: part.person.patientId,
      invoices: part.chosen,
      credit: planCreditUse(part.sources, part.chosen, share.creditAppliedCents).uses,
      wholeBalance: false,
      cardCents: share.cardCents,
    };
  });
  const claimed = await claimForFamily(deps, {
    familyPaymentId,
    payerId,
    paymentMethodId: card?.id ?? null,
    idempotencyKey: request.idempotencyKey,
    amountCents: split.cardCents,
    members,
  });
  if (!claimed) {
    const winner = await familyPaymentByKey(deps, payerId, request.idempotencyKey);
    if (winner) return answerFromFamilyPayment(deps, payerId, winner.id);
    throw new AppError(errorCodes.balanceChanged, paymentMessages.balanceChanged);
  }
  await settleFamilyPayment(deps, familyPaymentId);
  return answerFromFamilyPayment(deps, payerId, familyPaymentId);
}

async function familyPaymentByKey(deps: Pick<AppDeps, 'db'>, payerId: string, idempotencyKey: string) {
  const [row] = await deps.db
    .select({ id: familyPayments.id })
    .from(familyPayments)
    .where(and(eq(familyPayments.payerPatientId, payerId), eq(familyPayments.idempotencyKey, idempotencyKey)));
  return row;
}

/** How many of `ids` are invoices of these people, whatever their state. */
async function invoicesOfFamily(deps: Pick<AppDeps, 'db'>, people: readonly FamilyMember[], ids: readonly string[]) {
  const rows = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.id, [...ids]),
        inArray(
          invoices.patientId,
          people.map((person) => person.patientId),
        ),
      ),
    );
  return rows.length;
}

/**
 * The anchor, each person's pending transaction and their claims, in one batch: the anchor only if
 * every person's claim still holds (and its payer and key are new), the rest only if the anchor was
 * written. False when a guard or the key's uniqueness refused it.
 */
async function claimForFamily(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  claim: {
    familyPaymentId: string;
    payerId: string;
    paymentMethodId: string | null;
    idempotencyKey: string;
    amountCents: number;
    members: readonly MemberClaim[];
  },
): Promise<boolean> {
  const { db } = deps;
  const anchor = insertWhere(
    familyPayments,
    {
      id: claim.familyPaymentId,
      payerPatientId: claim.payerId,
      paymentMethodId: claim.paymentMethodId,
      idempotencyKey: claim.idempotencyKey,
      amount: claim.amountCents,
      ...createdTimestamp(deps.clock),
    },
    and(...claim.members.map((member) => claimStillHolds(db, member))) as SQL,
  );
  const anchored = sql`exists (select 1 from ${familyPayments} where ${familyPayments.id} = ${claim.familyPaymentId})`;
  const rows: BatchItem<'sqlite'>[] = [];
  for (const member of claim.members) {
    const values = await pendingPortalPayment(deps, {
      transactionId: member.transactionId,
      patientId: member.patientId,
      // The guardian's card pays each person's part; none for a part her own credit pays.
      paymentMethodId: member.cardCents > 0 ? claim.paymentMethodId : null,
      idempotencyKey: claim.idempotencyKey,
      amountCents: member.cardCents,
      invoices: member.invoices,
      familyPaymentId: claim.familyPaymentId,
    });
    rows.push(db.run(insertWhere(paymentTransactions, values, anchored)), ...claimRowsStatements(db, member.transactionId, member));
  }
  const [inserted] = await db.batch([
    // The same key already taken (a concurrent double-click) is a refusal, not an error.
    db.run(sql`${anchor} on conflict do nothing`),
    ...rows,
  ]);
  return inserted.rowsAffected === 1;
}

/** The card's key at the gateway: the payer's own key space for her family's payments. */
const familyChargeKey = (payment: { payerPatientId: string; idempotencyKey: string }) =>
  `family:${payment.payerPatientId}:${payment.idempotencyKey}`;

async function loadFamilyPayment(deps: Pick<AppDeps, 'db'>, familyPaymentId: string) {
  const [row] = await deps.db
    .select({
      id: familyPayments.id,
      payerPatientId: familyPayments.payerPatientId,
      idempotencyKey: familyPayments.idempotencyKey,
      amount: familyPayments.amount,
      createdAt: familyPayments.createdAt,
      // The card chosen, even if removed since: a resumed payment asks about that charge.
      token: paymentMethods.cardToken,
      brand: paymentMethods.cardBrand,
      lastFour: paymentMethods.lastFourDigits,
      payerFirstName: patients.firstName,
      payerLastName: patients.lastName,
      payerEmail: patients.email,
    })
    .from(familyPayments)
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, familyPayments.paymentMethodId), eq(paymentMethods.patientId, familyPayments.payerPatientId)),
    )
    .innerJoin(patients, eq(patients.id, familyPayments.payerPatientId))
    .where(eq(familyPayments.id, familyPaymentId));
  if (!row) return undefined;
  const members = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.familyPaymentId, familyPaymentId))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
  return { ...row, memberIds: members.map((member) => member.id) };
}

/** Charges a family's pending payment once and records its outcome for every person; one no longer pending is left as it is. */
export async function settleFamilyPayment(deps: AppDeps, familyPaymentId: string): Promise<void> {
  const payment = await loadFamilyPayment(deps, familyPaymentId);
  if (!payment) return;
  const pending = (await Promise.all(payment.memberIds.map((id) => loadPendingCardPayment(deps, id)))).filter(
    (member) => member !== undefined,
  );
  if (pending.length === 0) return;
  let reference: string | null = null;
  if (payment.amount > 0) {
    // Its card gone from the database: it cannot be asked about, and stays pending.
    if (payment.token === null) return;
    const result = await chargeCard(
      deps,
      {
        id: payment.id,
        amount: payment.amount,
        description: paymentMessages.familyDescription(pending.flatMap((member) => receivedByInvoice(member).map((line) => line.number))),
        token: payment.token,
      },
      familyChargeKey(payment),
    );
    if (!result.ok) {
      logger.info('family payment refused', { familyPaymentId, reason: result.reason });
      const [first, ...rest] = pending.map((member) => refusedChargeStatement(deps.db, member.id, result.reason));
      if (first) await deps.db.batch([first, ...rest]);
      return;
    }
    reference = result.reference;
  }

  const clinic = await loadEmailClinic(deps.db);
  const now = deps.clock.now();
  // The trail and the receipt come first in the batch, each while its person's row is still pending.
  const statements: BatchItem<'sqlite'>[] = pending.map((member) =>
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'patient', id: payment.payerPatientId },
        action: 'family_payment.made',
        entity: 'payment_transactions',
        entityId: member.id,
        details: {
          patientId: member.patientId,
          guardianPatientId: payment.payerPatientId,
          familyPaymentId,
          amountCents: member.amount,
          creditAppliedCents: member.holds.reduce((sum, hold) => sum + hold.amountCents, 0),
        },
      },
      stillPending(deps.db, member.id),
    ),
  );
  const [first] = pending;
  if (payment.payerEmail && first) {
    const mail = paymentReceiptEmail({
      clinic,
      patientName: fullName({ firstName: payment.payerFirstName, lastName: payment.payerLastName }),
      amountCents: payment.amount,
      card: payment.amount > 0 && payment.brand && payment.lastFour ? { brand: payment.brand, lastFour: payment.lastFour } : undefined,
      paidAt: first.receivedAt ? new Date(first.receivedAt) : now,
      timeZone: clinic.timeZone,
      invoices: [],
      people: pending.map((member) => ({ name: fullName(member), invoices: receivedByInvoice(member) })),
      creditAppliedCents: pending.reduce((sum, member) => sum + member.holds.reduce((held, hold) => held + hold.amountCents, 0), 0),
      taxNumbers: clinic.taxRegistered ? { gst: clinic.gstNumber || null, qst: clinic.qstNumber || null } : undefined,
      paymentsUrl: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
    });
    statements.push(
      outboxInsert(
        deps,
        { to: payment.payerEmail, ...mail, patientId: payment.payerPatientId },
        { onlyIf: stillPending(deps.db, first.id) },
      ),
    );
  }
  for (const member of pending) statements.push(...(await chargedCardStatements(deps, member, reference, { receipt: false })));
  await deps.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  logger.info('family payment recorded', { familyPaymentId, people: pending.length, day: clinicDate(now, clinic.timeZone) });
  nudgeOutboxSender(deps);
}

/** Finishes the family payments a crash left pending: the payer's own before a new attempt, or everyone's (the stale-payment job). */
export async function resumeStaleFamilyPayments(deps: AppDeps, payerId?: string): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - cardPaymentTiming.stalePendingMs).toISOString();
  const stale = await deps.db
    .selectDistinct({ id: familyPayments.id })
    .from(familyPayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.familyPaymentId, familyPayments.id))
    .where(
      and(
        payerId === undefined ? undefined : eq(familyPayments.payerPatientId, payerId),
        eq(paymentTransactions.status, 'pending'),
        lt(familyPayments.createdAt, staleBefore),
      ),
    );
  for (const payment of stale) {
    logger.warn('resuming a stale family payment', { familyPaymentId: payment.id });
    await settleFamilyPayment(deps, payment.id).catch(() => undefined);
  }
  return stale.length;
}

/** The answer for a family's payment: once it has ended, each person's part; its refusal when refused. */
async function answerFromFamilyPayment(deps: AppDeps, payerId: string, familyPaymentId: string) {
  const read = async () => {
    const [anchor] = await deps.db
      .select({ createdAt: familyPayments.createdAt })
      .from(familyPayments)
      .where(and(eq(familyPayments.id, familyPaymentId), eq(familyPayments.payerPatientId, payerId)));
    if (!anchor) return undefined;
    const rows = await deps.db
      .select({ status: paymentTransactions.status, notes: paymentTransactions.notes })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.familyPaymentId, familyPaymentId));
    const failed = rows.find((row) => row.status === 'failed');
    const status = failed ? 'failed' : rows.some((row) => row.status === 'pending') ? 'pending' : 'completed';
    return { status, notes: failed?.notes ?? null, createdAt: anchor.createdAt };
  };
  await awaitPaymentOutcome(deps, { read, settle: () => settleFamilyPayment(deps, familyPaymentId) });
  return familyPaidAnswer(deps, payerId, familyPaymentId);
}

async function familyPaidAnswer(deps: AppDeps, payerId: string, familyPaymentId: string) {
  const [[anchor], members, paid, held, [payer], receiptsOn] = await Promise.all([
    deps.db.select({ amount: familyPayments.amount }).from(familyPayments).where(eq(familyPayments.id, familyPaymentId)),
    deps.db
      .select({
        transactionId: paymentTransactions.id,
        patientId: paymentTransactions.patientId,
        amountCents: paymentTransactions.amount,
        firstName: patients.firstName,
        lastName: patients.lastName,
      })
      .from(paymentTransactions)
      .innerJoin(patients, eq(patients.id, paymentTransactions.patientId))
      .where(eq(paymentTransactions.familyPaymentId, familyPaymentId))
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id)),
    // What each invoice received: the card's claim, and the credit held for it (applied now).
    deps.db
      .select({
        transactionId: invoicePayments.transactionId,
        invoiceId: invoices.id,
        number: invoices.number,
        cents: invoicePayments.amount,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
      .where(eq(paymentTransactions.familyPaymentId, familyPaymentId)),
    deps.db
      .select({ transactionId: creditHolds.transactionId, invoiceId: invoices.id, number: invoices.number, cents: creditHolds.amount })
      .from(creditHolds)
      .innerJoin(invoices, eq(invoices.id, creditHolds.invoiceId))
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, creditHolds.transactionId))
      .where(eq(paymentTransactions.familyPaymentId, familyPaymentId)),
    deps.db.select({ email: patients.email }).from(patients).where(eq(patients.id, payerId)),
    deps.db.get<{ on: number }>(sql`select ${ruleIsOn('receipt')} as "on"`),
  ]);
  if (!anchor) throw notFound();
  const receiptPaused = Number(receiptsOn?.on ?? 1) === 0;
  const people = members.map((member) => {
    const byInvoice = new Map<string, { id: string; number: string; paidCents: number }>();
    for (const line of [...paid, ...held].filter((row) => row.transactionId === member.transactionId)) {
      const entry = byInvoice.get(line.invoiceId) ?? { id: line.invoiceId, number: line.number ?? '', paidCents: 0 };
      byInvoice.set(line.invoiceId, { ...entry, paidCents: entry.paidCents + line.cents });
    }
    const creditAppliedCents = held.filter((row) => row.transactionId === member.transactionId).reduce((sum, row) => sum + row.cents, 0);
    return { ...member, creditAppliedCents, invoices: [...byInvoice.values()] };
  });
  return {
    familyPaymentId,
    /** What the card was charged in all. */
    amountCents: anchor.amount,
    creditAppliedCents: people.reduce((sum, person) => sum + person.creditAppliedCents, 0),
    people,
    receiptEmailedTo: receiptPaused ? '' : (payer?.email ?? ''),
    receiptPaused,
  };
}
