// Quality bar: « while 50 clients book and pay, the process is killed and restarted:
// every booking and payment acknowledged before the kill is there after, none twice ».
//
// The real server process (main.ts) on the test's database (a file, or sqld with TEST_DATABASE=sqld);
// 50 clients, each from its own address, book a slot on the public booking page (ten pairs want the
// same slot: one of each pair is told « pris ») and pay their balance at the portal with an
// idempotency key, all at once. Five payments are made to crash between the charge and its outcome
// (a trigger refuses their outcome: pending, card charged, no answer of success). Once 15 payments
// are acknowledged and those five have answered, the server is killed (SIGKILL): what was in flight
// fails with a network error. It is started again on the same data, as if minutes later (the
// payments the crash left pending are then « stale » and finished with their key), each client
// retries what was not acknowledged — the payment with the SAME key — and the database must hold
// every acknowledged booking and payment exactly once, no slot twice, one charge per key at the
// gateway (the sandbox's charges file outlives the process, as a real gateway's records do) and
// invoices that add up.
//
// Nothing here waits on a timer to decide: the kill follows a count of answers, and the only waits
// are for a process to start or for a retried payment still in progress.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { formatExpiry, sandboxCards } from 'shared-domain/billing/card';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { afterAll, describe, expect, it } from 'vitest';
import { cardPaymentTiming, readSandboxCharges } from '../../billing/public';
import {
  appointments,
  emailOutbox,
  invoiceLines,
  invoicePayments,
  invoices,
  patientAccounts,
  patients,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { createTestSession, useTestApp } from '../../testing/test-app';
import { type RunningServer, startServer } from '../../testing/restartable-server';
import { publicBooking } from '../../testing/public-booking';

const clientCount = 50;
/** Clients i and i + 40 (i < 10) want the same slot. */
const slotCount = 40;
const killAfterPayments = 15;
/** Clients whose charge goes through but whose outcome cannot be written before the kill (the trigger below); their requests leave first. */
const heldClient = (index: number) => index < 5;
/** A retried payment still being finished by the job answers « en cours »: asked again, this often at most. */
/** How long a client keeps asking for a payment still « en cours » after the restart. */
const paymentRetryDeadlineMs = 60_000;
const phone = '514 555-0100';

type Answer = { kind: 'answer'; status: number; body: Record<string, unknown> } | { kind: 'network'; error: string };

async function send(url: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { kind: 'answer', status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch (error) {
    // The server died with the request in flight, or was not listening any more.
    return { kind: 'network', error: (error as Error).message };
  }
}

/**
 * The setup's requests, before any kill: a connection the loaded machine could not open in time
 * (« fetch failed » before the request was sent) is tried again, so only the server's answer counts.
 */
async function sendBeforeTheKill(url: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  let answer = await send(url, path, body, headers);
  for (let attempt = 1; answer.kind === 'network' && attempt < 5; attempt += 1) answer = await send(url, path, body, headers);
  return answer;
}

const acknowledged = (answer: Answer | undefined) => answer?.kind === 'answer' && answer.status >= 200 && answer.status < 300;

interface Client {
  index: number;
  patientId: string;
  email: string;
  cookie: string;
  address: string;
  owedCents: number;
  invoiceId: string;
  cardId: string;
  idempotencyKey: string;
  slot: { date: string; time: string };
  bookings: Answer[];
  payments: Answer[];
}

describe('the API killed (SIGKILL) while 50 clients book and pay, then started again', () => {
  // The server runs on the real clock: the demo clinic is seeded around today.
  const testApp = useTestApp({ now: new Date().toISOString() });
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
  });

  /** A patient with a portal session and one owed invoice (of a visit a week ago), of `owedCents`, written in one batch. */
  async function patientOwing(index: number, owedCents: number) {
    const { db, clock } = testApp();
    const email = `charge.${index}@courriel.example`;
    const [patientId, accountId, visitId, invoiceId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const visitDay = addDays(clinicDate(clock.now()), -7);
    const name = `Client Charge ${index}`;
    await db.batch([
      db.insert(patients).values({ id: patientId, firstName: 'Client', lastName: `Charge ${index}`, email, phone, ...timestamps(clock) }),
      db.insert(patientAccounts).values({ id: accountId, patientId, email, ...createdTimestamp(clock) }),
      db.insert(appointments).values({
        id: visitId,
        patientId,
        name,
        email,
        phone,
        status: 'completed',
        scheduledDate: visitDay,
        scheduledTime: '08:00',
        durationMinutes: 30,
        ...timestamps(clock),
      }),
      db.insert(invoices).values({
        id: invoiceId,
        patientId,
        appointmentId: visitId,
        totalAmount: owedCents,
        issuedOn: visitDay,
        dueOn: addDays(visitDay, 30),
        ...timestamps(clock),
      }),
      db.insert(invoiceLines).values({
        invoiceId,
        appointmentId: visitId,
        description: 'Suivi chiropratique',
        serviceDate: visitDay,
        amount: owedCents,
        taxCode: 'exempt',
      }),
    ]);
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: accountId });
    return { patientId, email, cookie, invoiceId };
  }

  it('keeps every acknowledged booking and payment exactly once, charges each key once, books no slot twice', async () => {
    const { db, dataDir } = testApp();
    const serverOptions = {
      databaseUrl: testApp().deps.config.databaseUrl,
      dataDir,
      chargesFile: join(dataDir, 'sandbox-charges.jsonl'),
    };
    const first = await startServer(serverOptions);
    servers.push(first);

    // Forty slots of the first service offered online, none overlapping another.
    const services = (await (await fetch(`${first.url}/api/public/booking/services`)).json()) as {
      services: { id: string; durationMinutes: number }[];
    };
    const service = services.services[0]!;
    const availability = (await (await fetch(`${first.url}/api/public/booking/availability?serviceId=${service.id}`)).json()) as {
      days: { date: string; slots: { time: string; available: boolean }[] }[];
    };
    const slots: { date: string; time: string }[] = [];
    // From the day after tomorrow: a slot of today or tomorrow may fall within the clinic's notice
    // while the test runs, and be refused for that instead of being taken.
    const firstDay = addDays(clinicDate(new Date()), 2);
    for (const day of availability.days.filter((entry) => entry.date >= firstDay)) {
      let freeFrom = 0;
      for (const slot of day.slots) {
        const [hours, minutes] = slot.time.split(':').map(Number) as [number, number];
        const start = hours * 60 + minutes;
        if (!slot.available || start < freeFrom) continue;
        slots.push({ date: day.date, time: slot.time });
        freeFrom = start + service.durationMinutes;
      }
    }
    expect(slots.length).toBeGreaterThanOrEqual(slotCount);

    // Fifty patients, each owing a different amount, with a card saved through the portal.
    // The server checks the expiry on the real clock: a card good for years, whatever the year of the run.
    const expiry = formatExpiry({ month: 12, year: new Date().getFullYear() + 4 });
    const clients: Client[] = await Promise.all(
      Array.from({ length: clientCount }, async (_, index): Promise<Client> => {
        const owedCents = 6000 + index * 7;
        const person = await patientOwing(index, owedCents);
        const address = `203.0.113.${index + 1}`;
        const card = await sendBeforeTheKill(
          first.url,
          '/api/portal/payment-methods',
          {
            number: sandboxCards.success,
            expiry,
            cvv: '123',
            cardholderName: `CLIENT CHARGE ${index}`,
            addressLine1: '123 rue Saint-Denis',
            city: 'Montréal',
            postalCode: 'H2X 1Y4',
            makePrimary: true,
          },
          { cookie: person.cookie, 'x-forwarded-for': address },
        );
        if (card.kind !== 'answer' || card.status !== 201) throw new Error(`card not saved: ${JSON.stringify(card)}`);
        return {
          index,
          ...person,
          address,
          owedCents,
          cardId: (card.body as { id: string }).id,
          idempotencyKey: randomUUID(),
          slot: slots[index % slotCount]!,
          bookings: [],
          payments: [],
        };
      }),
    );

    const book = (server: RunningServer, client: Client) =>
      send(
        server.url,
        '/api/public/bookings',
        publicBooking({ serviceId: service.id, ...client.slot, name: `Client Charge ${client.index}`, email: client.email, phone }),
        { 'x-forwarded-for': client.address },
      );
    const pay = (server: RunningServer, client: Client) =>
      send(
        server.url,
        '/api/portal/payments',
        { paymentMethodId: client.cardId, amountCents: client.owedCents, idempotencyKey: client.idempotencyKey },
        { cookie: client.cookie, 'x-forwarded-for': client.address },
      );

    // The crash between the charge and its outcome, made certain for five clients: their outcome
    // (the transaction completed) is refused by a trigger, so their payment stays pending with its
    // charge made, and answers 500, as a server killed at that instant leaves it. Dropped before the restart.
    const held = clients.filter((client) => heldClient(client.index));
    await testApp().client.execute(
      `create trigger durability_hold_outcome before update of status on payment_transactions
       when new.status = 'completed' and new.patient_id in (${held.map((client) => `'${client.patientId}'`).join(', ')})
       begin select raise(abort, 'outcome held by the test'); end`,
    );

    // The load: all at once, each client booking and paying together (the invoice is of an earlier
    // visit), so payments are in every phase when the 15th acknowledged one kills the server.
    let paymentsAcknowledged = 0;
    let heldAnswered = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      clients.flatMap((client) => [
        book(first, client).then((booking) => client.bookings.push(booking)),
        pay(first, client).then((payment) => {
          client.payments.push(payment);
          if (acknowledged(payment)) paymentsAcknowledged += 1;
          if (heldClient(client.index)) heldAnswered += 1;
          // After the 15th acknowledged payment, once every held one has its answer.
          if (!killed && paymentsAcknowledged >= killAfterPayments && heldAnswered === held.length) killed = first.kill();
        }),
      ]),
    );
    expect(killed).toBeDefined();
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    const cutOff = clients.filter((client) => !acknowledged(client.payments[0]));
    expect(cutOff.length).toBeGreaterThan(0);

    // The held payments: pending, their card charged once, their answer not a success.
    await testApp().client.execute('drop trigger durability_hold_outcome');
    const pendingAtKill = await db
      .select({ patientId: paymentTransactions.patientId })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, 'pending'),
          inArray(
            paymentTransactions.patientId,
            held.map((client) => client.patientId),
          ),
        ),
      );
    expect(pendingAtKill).toHaveLength(held.length);
    for (const client of held) {
      expect(client.payments[0]).toMatchObject({ kind: 'answer', status: 500 });
      expect(
        readSandboxCharges(serverOptions.chargesFile).filter(
          (entry) => entry.idempotencyKey === `${client.patientId}:${client.idempotencyKey}`,
        ),
      ).toHaveLength(1);
    }

    // Started again on the same data, past the age at which a pending payment counts as left by a crash.
    const second = await startServer({ ...serverOptions, clockOffsetMs: cardPaymentTiming.stalePendingMs + 60_000 });
    servers.push(second);

    // Each client retries what was not acknowledged: the booking (the slot guard answers « pris » if
    // the first attempt was written), the payment with the same key until it has an answer that is not « en cours ».
    await Promise.all(
      clients.map(async (client) => {
        const booking = client.bookings[0]!;
        if (booking.kind === 'network' || booking.status >= 500) client.bookings.push(await book(second, client));
        if (acknowledged(client.payments[0])) return;
        // Polls another process, which no fake clock drives: until an answer that is not « en
        // cours », or the deadline, however long the server takes on a busy machine.
        const deadline = Date.now() + paymentRetryDeadlineMs;
        for (;;) {
          const payment = await pay(second, client);
          client.payments.push(payment);
          if (acknowledged(payment)) return;
          // « Paiement en cours »: the job is finishing the payment the crash left; ask again shortly.
          if (payment.kind === 'answer' && payment.status !== 409 && payment.status < 500) return;
          if (Date.now() > deadline) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    for (const client of clients)
      expect(client.payments.at(-1), `client ${client.index}'s last payment answer`).toMatchObject({ status: 201 });

    // Bookings: each acknowledged one is there once; a client has at most one; no slot is held twice.
    const booked = await db
      .select()
      .from(appointments)
      .where(
        inArray(
          appointments.email,
          clients.map((client) => client.email),
        ),
      );
    for (const client of clients) {
      const own = booked.filter((row) => row.email === client.email && row.bookingSource === 'online');
      expect(own.length, `client ${client.index}'s bookings`).toBeLessThanOrEqual(1);
      if (client.bookings.some(acknowledged)) {
        expect(own, `client ${client.index}'s acknowledged booking`).toEqual([
          expect.objectContaining({ scheduledDate: client.slot.date, scheduledTime: client.slot.time, status: 'pending' }),
        ]);
      }
    }
    const loadDays = [...new Set(clients.map((client) => client.slot.date))];
    const holding = await db
      .select()
      .from(appointments)
      .where(
        and(
          inArray(appointments.scheduledDate, loadDays),
          inArray(appointments.status, [...slotHoldingStatuses]),
          isNotNull(appointments.scheduledTime),
        ),
      );
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    for (const [i, one] of holding.entries()) {
      for (const other of holding.slice(i + 1)) {
        if (one.scheduledDate !== other.scheduledDate) continue;
        const overlap =
          minutes(one.scheduledTime!) < minutes(other.scheduledTime!) + other.durationMinutes &&
          minutes(other.scheduledTime!) < minutes(one.scheduledTime!) + one.durationMinutes;
        expect(overlap, `${one.scheduledDate} ${one.scheduledTime} and ${other.scheduledTime} both held`).toBe(false);
      }
    }
    // Each contested slot went to exactly one of its two clients.
    for (let index = 0; index < clientCount - slotCount; index += 1) {
      const pair = [clients[index]!, clients[index + slotCount]!];
      expect(booked.filter((row) => pair.some((client) => client.email === row.email) && row.bookingSource === 'online')).toHaveLength(1);
    }

    // Payments: one transaction per client and key, completed, the acknowledged one among them.
    const charges = readSandboxCharges(serverOptions.chargesFile);
    const transactions = await db
      .select()
      .from(paymentTransactions)
      .where(
        inArray(
          paymentTransactions.patientId,
          clients.map((client) => client.patientId),
        ),
      );
    for (const client of clients) {
      const own = transactions.filter((row) => row.patientId === client.patientId);
      expect(own, `client ${client.index}'s payments`).toEqual([
        expect.objectContaining({
          idempotencyKey: client.idempotencyKey,
          status: 'completed',
          amount: client.owedCents,
          allocatedAmount: client.owedCents,
        }),
      ]);
      for (const answer of client.payments) {
        if (answer.kind === 'answer' && acknowledged(answer)) expect((answer.body.transaction as { id: string }).id).toBe(own[0]!.id);
      }
      // The gateway charged this key once, and the payment records that charge.
      const charged = charges.filter((entry) => entry.idempotencyKey === `${client.patientId}:${client.idempotencyKey}`);
      expect(charged, `client ${client.index}'s charges`).toHaveLength(1);
      expect(charged[0]!.result).toEqual({ ok: true, reference: own[0]!.gatewayReference });
    }
    expect(charges).toHaveLength(clientCount);

    // The invoices add up: each paid in full by its one payment's allocation, no claim left pending.
    const owed = await db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          clients.map((client) => client.invoiceId),
        ),
      );
    const allocations = await db
      .select()
      .from(invoicePayments)
      .where(
        inArray(
          invoicePayments.transactionId,
          transactions.map((row) => row.id),
        ),
      );
    for (const client of clients) {
      const invoice = owed.find((row) => row.id === client.invoiceId)!;
      expect(invoice, `client ${client.index}'s invoice`).toMatchObject({
        paidAmount: client.owedCents,
        totalAmount: client.owedCents,
        paymentStatus: 'paid',
      });
      const applied = allocations.filter((row) => row.invoiceId === client.invoiceId);
      expect(applied.reduce((sum, row) => sum + row.amount, 0)).toBe(client.owedCents);
    }
    const paidTotal = transactions.reduce((sum, row) => sum + row.amount, 0);
    expect(paidTotal).toBe(clients.reduce((sum, client) => sum + client.owedCents, 0));

    // One receipt per payment, queued in the same batch as its outcome: none lost, none twice.
    const receipts = await db
      .select({ patientId: emailOutbox.patientId })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'reçu_paiement'),
          inArray(
            emailOutbox.patientId,
            clients.map((client) => client.patientId),
          ),
        ),
      );
    for (const client of clients)
      expect(
        receipts.filter((row) => row.patientId === client.patientId),
        `client ${client.index}'s receipts`,
      ).toHaveLength(1);
  }, 240_000);
});
