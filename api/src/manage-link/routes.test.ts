import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import type { ApiErrorBody } from 'shared-domain/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppType } from '../app';
import { appointments, emailOutbox, serviceTypes } from '../db/schema';
import { readJson, testNow, useTestApp, type TestApp } from '../testing/test-app';
import { useSuiteResource } from '../testing/suite-resource';
import { decodeQuotedPrintable, startSmtpListener } from '../testing/smtp-listener';
import { timestamps } from '../db/timestamps';

const storedEmail = 'Julie.Bouchard@Courriel.example';

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

/** Julie's appointments around Wednesday 2026-11-18, 10:00 in Montréal; returns the tokens by label. */
async function bookJulie(testApp: Pick<TestApp, 'db' | 'clock'>) {
  const [followUp] = await testApp.db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.name, 'Suivi chiropratique'));
  const rows: Record<string, { date: string | null; time: string | null; status: Status; name?: string }> = {
    yesterday: { date: '2026-11-17', time: '15:00', status: 'confirmed' },
    thisMorning: { date: '2026-11-18', time: '08:00', status: 'confirmed' },
    friday: { date: '2026-11-20', time: '14:30', status: 'pending', name: 'Léa Bouchard' },
    cancelled: { date: '2026-11-25', time: '09:00', status: 'cancelled' },
    completed: { date: '2026-11-26', time: '09:00', status: 'completed' },
    unscheduled: { date: null, time: null, status: 'pending' },
  };
  const tokens: Record<string, string> = {};
  for (const [label, row] of Object.entries(rows)) {
    const token = `jeton-${label}-${'x'.repeat(24)}`;
    tokens[label] = token;
    await testApp.db.insert(appointments).values({
      name: row.name ?? 'Julie Bouchard',
      email: storedEmail,
      phone: '514 555-0128',
      reason: 'Suivi',
      status: row.status,
      scheduledDate: row.date,
      scheduledTime: row.time,
      serviceTypeId: label === 'friday' ? followUp?.id : null,
      confirmationToken: token,
      ...timestamps(testApp.clock),
    });
  }
  return tokens;
}

describe('POST /api/public/manage-link-requests', () => {
  const testApp = useTestApp({
    config: { trustProxy: true, publicUrl: 'https://clinique.example' },
  });
  let tokens: Record<string, string>;
  let nextAddress = 1;

  const post = (body: unknown, address = `198.51.100.${nextAddress++ % 250}`) =>
    testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const outbox = () => testApp().db.select().from(emailOutbox);
  /** Mail is handed over after the answer: wait for it. */
  const waitForMail = () =>
    vi.waitFor(async () => {
      const rows = await outbox();
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });
  /** Long enough for a send started by the request to have reached the outbox. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  beforeAll(async () => {
    tokens = await bookJulie(testApp());
  });
  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailOutbox);
  });

  it('answers 202 and e-mails, in French, the links of the upcoming pending or confirmed appointments', async () => {
    const response = await post({ email: '  julie.bouchard@courriel.example ' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
    const mail = await waitForMail();
    expect(mail.to).toBe(storedEmail);
    expect(mail.subject).toBe('Vos liens pour gérer vos rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain('Voici les liens pour gérer vos rendez-vous à venir à Clinique chiropratique Émilie Tremblay :');
    expect(mail.text).toContain(
      [
        '- mercredi 18 novembre 2026 à 8 h (Julie Bouchard)',
        `  Gérer ce rendez-vous : https://clinique.example/appointment/manage/${tokens.thisMorning}`,
        '- vendredi 20 novembre 2026 à 14 h 30 (Suivi chiropratique, Léa Bouchard)',
        `  Gérer ce rendez-vous : https://clinique.example/appointment/manage/${tokens.friday}`,
      ].join('\n'),
    );
    for (const label of ['yesterday', 'cancelled', 'completed', 'unscheduled']) {
      expect(mail.text).not.toContain(tokens[label]);
    }
    expect(mail.text).toContain('514 555-0142');
  });

  it('gives the same answer and sends nothing for an address without upcoming appointments', async () => {
    const unknown = await post({ email: 'personne@courriel.example' });
    // Olivier's only appointment is cancelled.
    const cancelledOnly = await post({ email: 'olivier.pelletier@courriel.example' });
    for (const response of [unknown, cancelledOnly]) {
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ sent: true });
    }
    await settle();
    expect(await outbox()).toHaveLength(0);
  });

  it('counts today in the clinic’s time zone, not UTC', async () => {
    // 03:00 UTC on Thursday is still Wednesday evening in Montréal: this morning's visit is "today".
    testApp().clock.set('2026-11-19T03:00:00Z');
    expect((await post({ email: storedEmail })).status).toBe(202);
    expect((await waitForMail()).text).toContain(tokens.thisMorning);
  });

  it('words a single appointment in the singular', async () => {
    testApp().clock.set('2026-11-19T15:00:00Z');
    expect((await post({ email: storedEmail })).status).toBe(202);
    const mail = await waitForMail();
    expect(mail.subject).toBe('Votre lien pour gérer votre rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain('Voici le lien pour gérer votre rendez-vous à venir');
    expect(mail.text).toContain(tokens.friday);
    expect(mail.text).not.toContain(tokens.thisMorning);
  });

  it('refuses bad input with a French 4xx and sends nothing', async () => {
    const invalid = 'Certains champs sont invalides.';
    const cases: [unknown, number, string, Record<string, string> | undefined][] = [
      [{}, 422, invalid, { email: 'Courriel est requis' }],
      [{ email: 42 }, 422, invalid, { email: 'Courriel est requis' }],
      [{ email: null }, 422, invalid, { email: 'Courriel est requis' }],
      [{ email: ['julie.bouchard@courriel.example'] }, 422, invalid, { email: 'Courriel est requis' }],
      [{ email: 'julie.bouchard' }, 422, invalid, { email: 'Courriel doit être une adresse email valide' }],
      [{ email: `${'a'.repeat(100 * 1024)}@courriel.example` }, 413, 'La requête est trop volumineuse.', undefined],
      ['{"email": ', 400, 'Le contenu de la requête est illisible.', undefined],
    ];
    for (const [body, status, message, fields] of cases) {
      const response = await post(body);
      expect(response.status).toBe(status);
      const { error } = await readJson<ApiErrorBody>(response);
      expect(error.message).toBe(message);
      expect(error.fields).toEqual(fields);
    }
    await settle();
    expect(await outbox()).toHaveLength(0);
  });

  it('is reachable through the typed client', async () => {
    const client = hc<AppType>('http://localhost', {
      fetch: (input: string | URL | Request, init?: RequestInit) => testApp().app.request(input, init),
    });
    const response = await client.api.public['manage-link-requests'].$post({
      json: { email: 'personne@courriel.example' },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
  });

  it('allows 3 requests per client in 15 minutes, then answers 429', async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < 3; index += 1) expect((await post({ email: 'personne@courriel.example' }, address)).status).toBe(202);
    const refused = await post({ email: storedEmail }, address);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('900');
    await settle();
    expect(await outbox()).toHaveLength(0);
  });
});

describe('POST /api/public/manage-link-requests over SMTP', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique Tremblay <rdv@clinique.example>' }) });
  let tokens: Record<string, string>;

  beforeAll(async () => {
    tokens = await bookJulie(testApp());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const post = (email: string) =>
    testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it('delivers the links through the SMTP server and keeps nothing in the outbox', async () => {
    expect((await post(storedEmail)).status).toBe(202);
    const message = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received[0]!;
    });
    expect(message.from).toBe('rdv@clinique.example');
    // The listener lower-cases the domain; the address is the one on file.
    expect(message.to.map((address) => address.toLowerCase())).toEqual([storedEmail.toLowerCase()]);
    expect(decodeQuotedPrintable(message.raw)).toContain(`${testApp().deps.config.publicUrl}/appointment/manage/${tokens.friday}`);
    expect(await testApp().db.$count(emailOutbox)).toBe(0);
  });

  it('still answers 202 when the SMTP server is down, and logs neither the address nor the links', async () => {
    await listener().close();
    vi.stubEnv('LOG_LEVEL', 'info');
    const output = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await post(storedEmail);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
    const line = await vi.waitFor(() => {
      const logged = output.mock.calls.map((call) => String(call[0])).find((text) => text.includes('manage link e-mail not sent'));
      expect(logged).toBeDefined();
      return logged!;
    });
    expect(line).not.toMatch(/jeton-|julie/i);
  });
});
