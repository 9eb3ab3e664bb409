import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { cardFieldMessages, cardMessages, sandboxCards } from 'shared-domain/billing/card';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAccounts, patients, paymentMethods } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { logger } from '../../logger';
import { createTestSession, seededAccounts, type TestApp, useTestApp } from '../../testing/test-app';
import { gatewayRefusalMessages } from './payment-methods';

const amex = '378282246310005';
const amexCvv = '7394';

const validCard = {
  number: '4242 4242 4242 4242',
  expiry: '08/29',
  cvv: '123',
  cardholderName: 'marie tremblay',
  addressLine1: '123 rue Saint-Denis',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x1y4',
  nickname: 'Visa perso',
};

type Card = { id: string; isPrimary: boolean; lastFour: string; expiryState: string };

/** A second patient with a portal account; its account id. */
async function otherPatient(testApp: TestApp) {
  const email = 'autre.patient@courriel.example';
  const [patient] = await testApp.db
    .insert(patients)
    .values({ ...timestamps(testApp.clock), firstName: 'Autre', lastName: 'Patient', email })
    .returning({ id: patients.id });
  const [account] = await testApp.db
    .insert(patientAccounts)
    .values({ patientId: patient!.id, email, createdAt: testApp.clock.now().toISOString() })
    .returning({ id: patientAccounts.id });
  return account!.id;
}

describe('/api/portal/payment-methods', () => {
  const testApp = useTestApp();
  const logged: string[] = [];
  const answers: string[] = [];
  let cookie = '';
  let otherCookie = '';
  let accountIds: { mine: string; other: string };

  async function call(method: string, path: string, body?: unknown, as = cookie) {
    const response = await testApp().app.request(`/api/portal/payment-methods${path}`, {
      method,
      headers: { cookie: as, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, body: JSON.parse(text) };
  }
  const list = async (as = cookie) => (await call('GET', '', undefined, as)).body as { sandbox: boolean; cards: Card[] };
  const storedCount = async () => (await testApp().db.select({ id: paymentMethods.id }).from(paymentMethods)).length;

  beforeAll(async () => {
    accountIds = { mine: (await seededAccounts(testApp())).patientAccountId, other: await otherPatient(testApp()) };
    // These tests follow a patient from no card at all; the demo seed gives its patient two.
    await testApp().db.delete(paymentMethods);
  });
  beforeEach(async () => {
    // Past the add-card rate limit's window, and an order between the cards each test adds; new
    // sessions, since idle ones expire.
    testApp().clock.advance({ minutes: 16 });
    cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: accountIds.mine });
    otherCookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: accountIds.other });
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists nothing at first and says the sandbox is active', async () => {
    expect(await list()).toEqual({ sandbox: true, cards: [] });
  });

  it('adds a card: the token and billing address are kept, the first card is primary, the answer is the card', async () => {
    const { status, body } = await call('POST', '', validCard);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      brand: 'Visa',
      lastFour: '4242',
      expiryMonth: 8,
      expiryYear: 2029,
      expiryState: 'valid',
      cardholderName: 'MARIE TREMBLAY',
      nickname: 'Visa perso',
      isPrimary: true,
    });
    const [row] = await testApp().db.select().from(paymentMethods).where(eq(paymentMethods.id, body.id));
    expect(row).toMatchObject({
      cardToken: expect.stringMatching(/^tok_sandbox_/),
      billingAddressLine1: '123 rue Saint-Denis',
      billingAddressLine2: null,
      billingCity: 'Montréal',
      billingProvince: 'QC',
      billingPostalCode: 'H2X 1Y4',
      billingCountry: 'CA',
      isActive: true,
    });
  });

  it('keeps the primary unless asked, then moves it in one step; lists primary first, then newest, with the expiry state', async () => {
    const second = await call('POST', '', { ...validCard, number: '5555 5555 5555 4444', expiry: '12/26', nickname: '' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ isPrimary: false, brand: 'Mastercard', nickname: null, expiryState: 'expires-soon' });
    testApp().clock.advance({ minutes: 1 });
    const third = await call('POST', '', { ...validCard, number: amex, cvv: amexCvv, makePrimary: true });
    expect(third.body).toMatchObject({ isPrimary: true, brand: 'American Express', lastFour: '0005' });
    const { cards } = await list();
    expect(cards.map((card) => [card.lastFour, card.isPrimary])).toEqual([
      ['0005', true],
      ['4444', false],
      ['4242', false],
    ]);
  });

  it('sets another card primary, and the others lose it', async () => {
    const { cards } = await list();
    const visa = cards.find((card) => card.lastFour === '4242')!;
    const { status, body } = await call('POST', `/${visa.id}/primary`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: visa.id, isPrimary: true });
    const after = (await list()).cards;
    expect(after.filter((card) => card.isPrimary).map((card) => card.id)).toEqual([visa.id]);
    expect(after[0]!.id).toBe(visa.id);
  });

  it('deletes softly; a deleted primary passes to the newest card left', async () => {
    const before = (await list()).cards;
    const primary = before.find((card) => card.isPrimary)!;
    expect((await call('DELETE', `/${primary.id}`)).body).toEqual({ deleted: true });
    const after = (await list()).cards;
    expect(after.map((card) => card.id)).not.toContain(primary.id);
    expect(after[0]).toMatchObject({ lastFour: '0005', isPrimary: true });
    const [row] = await testApp().db.select().from(paymentMethods).where(eq(paymentMethods.id, primary.id));
    expect(row).toMatchObject({ isActive: false, isPrimary: false });
    expect((await call('DELETE', `/${primary.id}`)).status).toBe(404);
  });

  it('shows another patient none of these cards and answers 404 to their ids, changing nothing', async () => {
    expect(await list(otherCookie)).toEqual({ sandbox: true, cards: [] });
    const mine = (await list()).cards;
    for (const card of mine) {
      expect((await call('DELETE', `/${card.id}`, undefined, otherCookie)).status).toBe(404);
      const primary = await call('POST', `/${card.id}/primary`, undefined, otherCookie);
      expect(primary.status).toBe(404);
      expect((primary.body as ApiErrorBody).error.code).toBe('NOT_FOUND');
    }
    expect((await list()).cards).toEqual(mine);
    // And the other patient's own card stays theirs.
    const theirs = await call('POST', '', validCard, otherCookie);
    expect(theirs.body).toMatchObject({ isPrimary: true });
    expect((await call('DELETE', `/${theirs.body.id}`)).status).toBe(404);
    expect((await list()).cards.map((card) => card.id)).not.toContain(theirs.body.id);
  });

  it('refuses the declined and insufficient-funds numbers with their message, storing nothing', async () => {
    const count = await storedCount();
    for (const [number, message] of [
      [sandboxCards.declined, gatewayRefusalMessages.declined],
      [sandboxCards.insufficientFunds, gatewayRefusalMessages['insufficient-funds']],
    ] as const) {
      const { status, body } = await call('POST', '', { ...validCard, number });
      expect(status).toBe(422);
      expect(body).toEqual({ error: { code: 'VAL_001', message } });
    }
    expect(await storedCount()).toBe(count);
  });

  it('refuses bad input field by field in French, storing nothing', async () => {
    const count = await storedCount();
    const refused = await call('POST', '', {
      ...validCard,
      number: '4242 4242 4242 4241',
      expiry: '10/26',
      cvv: '12',
      postalCode: 'D1A 1A1',
    });
    expect(refused.status).toBe(422);
    expect((refused.body as ApiErrorBody).error.fields).toEqual({
      number: cardFieldMessages.number,
      expiry: cardFieldMessages.expiry,
      cvv: cardFieldMessages.cvv,
      postalCode: cardFieldMessages.postalCode,
    });
    const amexShortCvv = await call('POST', '', { ...validCard, number: amex, cvv: '123', cardholderName: ' ' });
    expect((amexShortCvv.body as ApiErrorBody).error.fields).toEqual({
      cvv: cardFieldMessages.cvv,
      cardholderName: cardFieldMessages.cardholderName,
    });
    expect(await storedCount()).toBe(count);
  });

  it('answers a gateway failure with the generic message, logging neither its words nor the card', async () => {
    const count = await storedCount();
    vi.spyOn(testApp().deps.paymentGateway, 'tokenize').mockRejectedValue(
      new Error(`gateway down for ${sandboxCards.success} cvv ${amexCvv}`),
    );
    const { status, body } = await call('POST', '', validCard);
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: 'VAL_001', message: cardMessages.tokenizationFailed } });
    expect(logged.join('')).toContain('card tokenisation failed');
    expect(await storedCount()).toBe(count);
  });

  it("masks the card number and CVV if this route's body is ever logged", () => {
    logger.warn('add-card body', { body: { ...validCard, number: amex, cvv: amexCvv } });
    const line = logged.at(-1)!;
    expect(line).toContain('add-card body');
    expect(line).not.toContain('378282246310005');
    expect(line).not.toContain(amexCvv);
    expect(line).not.toContain('4242');
  });

  it('keeps every number and CVV out of the database file, the rows, the answers and the logs', async () => {
    const numbers = [sandboxCards.success, '5555555555554444', amex, sandboxCards.declined, sandboxCards.insufficientFunds];
    const dbUrl = testApp().deps.config.databaseUrl;
    if (dbUrl.startsWith('file:')) {
      const dir = dirname(fileURLToPath(dbUrl));
      for (const name of await readdir(dir)) {
        const bytes = await readFile(join(dir, name));
        for (const number of numbers) expect(bytes.includes(Buffer.from(number)), name).toBe(false);
      }
    }
    const rows = await testApp().db.select().from(paymentMethods);
    for (const row of rows) expect(Object.values(row)).not.toContain(amexCvv);
    const text = [...logged, ...answers, JSON.stringify(rows)].join('\n');
    for (const number of numbers) expect(text).not.toContain(number);
    // As a value of its own: a CVV's four digits could occur inside a random id.
    expect(text).not.toMatch(new RegExp(`(?<![0-9a-f-])${amexCvv}(?![0-9a-f-])`));
    expect(text).not.toMatch(/"cvv"\s*:\s*"\d/);
  });

  it('stores the card’s nickname and holder without their markup', async () => {
    const { status, body } = await call(
      'POST',
      '',
      { ...validCard, nickname: 'Visa <b>perso</b><script>alert(1)</script>', cardholderName: 'marie <i>tremblay</i>' },
      otherCookie,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ nickname: 'Visa perso', cardholderName: 'MARIE TREMBLAY' });
    const [row] = await testApp()
      .db.select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, (body as { id: string }).id));
    expect(row?.cardNickname).toBe('Visa perso');
  });

  it('limits adding cards to 10 per account in 15 minutes, bad attempts included', async () => {
    for (let attempt = 0; attempt < 10; attempt++) expect((await call('POST', '', { ...validCard, cvv: '1' })).status).toBe(422);
    const limited = await call('POST', '', validCard);
    expect(limited.status).toBe(429);
    expect((limited.body as ApiErrorBody).error.code).toBe('RATE_LIMITED');
    // Another account is counted on its own.
    expect((await call('POST', '', { ...validCard, cvv: '1' }, otherCookie)).status).toBe(422);
  });
});
