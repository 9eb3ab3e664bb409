import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppType } from '../../app';
import { appointments, emailOutbox, rateLimitBuckets, serviceTypes } from '../../platform/db/schema';
import { readJson, testNow, useTestApp, type TestApp } from '../../testing/test-app';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { useSuiteResource } from '../../testing/suite-resource';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { timestamps } from '../../platform/db/timestamps';
import { statementsBeforeAnswer } from '../../testing/statements-before-answer';
import { outboxSenderIdle } from '../../platform/mail/outbox-sender';
import { outboxMails } from '../../testing/outbox';
import { linkRequestKit } from './link-request-test-support';

const storedEmail = 'Julie.Bouchard@Courriel.example';

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

/** Julie's appointments around Wednesday 2026-11-18, 10:00 in Montréal. */
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
  for (const [label, row] of Object.entries(rows)) {
    await testApp.db.insert(appointments).values({
      name: row.name ?? 'Julie Bouchard',
      email: storedEmail,
      phone: '514 555-0128',
      reason: 'Suivi',
      status: row.status,
      scheduledDate: row.date,
      scheduledTime: row.time,
      serviceTypeId: label === 'friday' ? followUp?.id : null,
      ...timestamps(testApp.clock),
    });
  }
}

/** The tokens of the management links in an e-mail's text. */
const linksIn = (text: string) => [...text.matchAll(/\/appointment\/manage\/([\w-]+)/g)].map((match) => match[1]!);

describe('POST /api/public/manage-link-requests', () => {
  const testApp = useTestApp({
    config: { trustProxy: true, publicUrl: 'https://clinique.example' },
  });
  let nextAddress = 1;

  const post = (body: unknown, address = `198.51.100.${nextAddress++ % 250}`) =>
    testApp().app.request('/api/public/manage-link-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const outbox = () => outboxMails(testApp());
  /** Mail is handed over after the answer: wait for it. */
  const waitForMail = () =>
    vi.waitFor(async () => {
      const rows = await outbox();
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });

  beforeAll(async () => {
    await bookJulie(testApp());
  });
  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailOutbox);
    // Julie is e-mailed in several tests: each starts with her allowance (3 an hour) whole.
    await testApp().db.delete(rateLimitBuckets);
  });

  it('answers 202 and e-mails, in French, the links of the upcoming pending or confirmed appointments', async () => {
    const response = await post({ email: '  julie.bouchard@courriel.example ' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
    const mail = await waitForMail();
    expect(mail.to).toBe(storedEmail);
    expect(mail.subject).toBe('Vos liens pour gérer vos rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain('Voici les liens pour gérer vos rendez-vous à venir à la Clinique chiropratique Émilie Tremblay :');
    expect(mail.text.replace(/manage\/[\w-]+/g, 'manage/<jeton>')).toContain(
      [
        '- mercredi 18 novembre 2026 à 8 h (Julie Bouchard)',
        '  Gérer ce rendez-vous : https://clinique.example/appointment/manage/<jeton>',
        '- vendredi 20 novembre 2026 à 14 h 30 (Suivi chiropratique, Léa Bouchard)',
        '  Gérer ce rendez-vous : https://clinique.example/appointment/manage/<jeton>',
      ].join('\n'),
    );
    // Two links, each of at least 128 random bits, each opening its own appointment.
    const links = linksIn(mail.text);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/^[\w-]{22,}$/);
    const opened = await Promise.all(links.map(async (link) => (await testApp().app.request(`/api/links/appointments/${link}`)).json()));
    expect(opened).toMatchObject([
      { name: 'Julie Bouchard', scheduledDate: '2026-11-18', scheduledTime: '08:00' },
      { name: 'Léa Bouchard', scheduledDate: '2026-11-20', scheduledTime: '14:30', serviceName: 'Suivi chiropratique' },
    ]);
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
    await afterAnswersSettled();
    expect(await outbox()).toHaveLength(0);
  });

  it('counts today in the clinic’s time zone, not UTC', async () => {
    // 03:00 UTC on Thursday is still Wednesday evening in Montréal: this morning's visit is "today".
    testApp().clock.set('2026-11-19T03:00:00Z');
    expect((await post({ email: storedEmail })).status).toBe(202);
    expect((await waitForMail()).text).toContain('- mercredi 18 novembre 2026 à 8 h (Julie Bouchard)');
  });

  it('words a single appointment in the singular', async () => {
    testApp().clock.set('2026-11-19T15:00:00Z');
    expect((await post({ email: storedEmail })).status).toBe(202);
    const mail = await waitForMail();
    expect(mail.subject).toBe('Votre lien pour gérer votre rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain('Voici le lien pour gérer votre rendez-vous à venir');
    expect(mail.text).toContain('- vendredi 20 novembre 2026 à 14 h 30');
    expect(mail.text).not.toContain('mercredi 18 novembre');
    expect(linksIn(mail.text)).toHaveLength(1);
  });

  it('refuses bad input with a French 4xx and sends nothing', async () => {
    const invalid = 'Certains champs sont invalides.';
    const cases: [unknown, number, string, Record<string, string> | undefined][] = [
      [{}, 422, invalid, { email: 'Veuillez remplir le champ « Courriel »' }],
      [{ email: 42 }, 422, invalid, { email: 'Veuillez remplir le champ « Courriel »' }],
      [{ email: null }, 422, invalid, { email: 'Veuillez remplir le champ « Courriel »' }],
      [{ email: ['julie.bouchard@courriel.example'] }, 422, invalid, { email: 'Veuillez remplir le champ « Courriel »' }],
      [{ email: 'julie.bouchard' }, 422, invalid, { email: 'Courriel doit être une adresse courriel valide' }],
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
    await afterAnswersSettled();
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
    await afterAnswersSettled();
    expect(await outbox()).toHaveLength(0);
  });
});

describe('POST /api/public/manage-link-requests over SMTP', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique Tremblay <rdv@clinique.example>' }) });

  beforeAll(async () => {
    await bookJulie(testApp());
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

  it('delivers the links through the SMTP server and keeps no link in the outbox', async () => {
    expect((await post(storedEmail)).status).toBe(202);
    const message = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received[0]!;
    });
    expect(message.from).toBe('rdv@clinique.example');
    // The listener lower-cases the domain; the address is the one on file.
    expect(message.to.map((address) => address.toLowerCase())).toEqual([storedEmail.toLowerCase()]);
    const text = decodeQuotedPrintable(message.raw);
    expect(text).toContain('- vendredi 20 novembre 2026 à 14 h 30');
    expect(text).toMatch(new RegExp(`${testApp().deps.config.publicUrl}/appointment/manage/[\\w-]{22,}`));
    // Delivered: the row says so, and keeps neither the text nor its links.
    await outboxSenderIdle(testApp().db);
    const [row] = await testApp().db.select().from(emailOutbox);
    expect(row).toMatchObject({ sentAt: testApp().clock.now().toISOString(), text: '', html: null, error: null });
    expect(await testApp().db.$count(emailOutbox)).toBe(1);
  });

  it('still answers 202 when the SMTP server is down, keeps the e-mail for a retry, and logs neither the address nor the links', async () => {
    await testApp().db.delete(emailOutbox);
    await listener().close();
    vi.stubEnv('LOG_LEVEL', 'info');
    const output = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await post(storedEmail);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
    const line = await vi.waitFor(() => {
      const logged = output.mock.calls.map((call) => String(call[0])).find((text) => text.includes('e-mail not sent'));
      expect(logged).toBeDefined();
      return logged!;
    });
    expect(line).not.toMatch(/julie|appointment\/manage|token_hash/i);
    await outboxSenderIdle(testApp().db);
    const [row] = await outboxMails(testApp());
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.text).toContain('/appointment/manage/');
    expect(row!.nextAttemptAt).toBe(new Date(testApp().clock.now().getTime() + 60_000).toISOString());
  });

  it('keeps the e-mail sealed while SMTP is down: its link is in no file of the database folder', async () => {
    await testApp().db.delete(emailOutbox);
    await listener().close();
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect((await post(storedEmail)).status).toBe(202);
    await afterAnswersSettled();
    await outboxSenderIdle(testApp().db);
    const [mail] = await outboxMails(testApp());
    expect(mail).toMatchObject({ sentAt: null, attempts: 1 });
    const token = /\/appointment\/manage\/([\w-]{22,})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    // Neither in the table as read through SQL…
    const [raw] = await testApp().db.select().from(emailOutbox);
    expect(JSON.stringify(raw)).not.toContain(token);
    expect(JSON.stringify(raw)).not.toContain('/appointment/manage/');
    // …nor in any byte of the database, its write-ahead log or shared memory (a file database only:
    // a sqld server keeps its files to itself).
    const { databaseUrl } = testApp().deps.config;
    if (!databaseUrl.startsWith('file:')) return;
    const folder = dirname(databaseUrl.slice('file:'.length));
    const files = await readdir(folder);
    expect(files.some((name) => name.endsWith('-wal'))).toBe(true);
    for (const name of files) {
      const bytes = await readFile(join(folder, name));
      expect(bytes.includes(Buffer.from(token!)), name).toBe(false);
    }
  });
});

describe('POST /api/public/manage-link-requests against an attacker', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  const { post, mailTo, bookPatient } = linkRequestKit(testApp);

  it('does the same database work before answering, whoever the address belongs to', async () => {
    await bookPatient('patiente.requetes@courriel.example');
    const statementsFor = async (email: string) => {
      const { statements, response } = await statementsBeforeAnswer(testApp().client, () => post(email));
      expect(response.status).toBe(202);
      return statements;
    };
    const forUnknown = await statementsFor('inconnue.requetes@courriel.example');
    const forPatient = await statementsFor('patiente.requetes@courriel.example');
    expect(forPatient).toEqual(forUnknown);
    await vi.waitFor(async () => expect(await mailTo('patiente.requetes@courriel.example')).toBe(1));
  });

  it('sends at most 3 e-mails an hour to one address, whatever the number of clients, and answers the same', async () => {
    const victim = 'Victime.Flood@Courriel.example';
    await bookPatient(victim);
    for (let index = 0; index < 600; index += 1) {
      // The address as typed varies in case: the limit counts the mailbox, not the spelling.
      const response = await post(index % 2 === 0 ? victim : victim.toLowerCase());
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ sent: true });
    }
    await afterAnswersSettled();
    expect(await mailTo(victim)).toBe(3);

    // An hour later the patient can ask again.
    testApp().clock.advance({ hours: 1 });
    expect((await post(victim)).status).toBe(202);
    await vi.waitFor(async () => expect(await mailTo(victim)).toBe(4));
  }, 60_000);
});
