import { and, eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents, emailOutbox, patientAccounts, patients, verifications } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { outboxSenderIdle } from '../../platform/mail/outbox-sender';
import { useSuiteResource } from '../../testing/suite-resource';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { readJson, useTestApp } from '../../testing/test-app';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { postAsNewClient, sessionCookieOf } from '../../testing/post-as-new-client';
import { outboxMails } from '../../testing/outbox';
import { statementsBeforeAnswer } from '../../testing/statements-before-answer';

const camille = 'camille.gagnon@courriel.example';
const invalidLink = 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.';

const tokenIn = (text: string) => /\/patient-portal\/login#lien=([\w-]+)/.exec(text)?.[1];

describe('patient magic links', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  const post = postAsNewClient(testApp);
  const mailsTo = (to: string) => outboxMails(testApp(), eq(emailOutbox.to, to));
  // Each test starts past the previous one's per-recipient window.
  beforeEach(() => testApp().clock.advance({ hours: 2 }));
  const linkFor = async (email: string) => {
    const before = (await mailsTo(email)).length;
    expect((await post('/magic-links', { email })).status).toBe(202);
    const mail = await vi.waitFor(async () => {
      const mails = await mailsTo(email);
      expect(mails.length).toBe(before + 1);
      return mails.at(-1)!;
    });
    return { mail, token: tokenIn(mail.text)! };
  };

  it('e-mails a single-use link in French that signs the patient in once', async () => {
    const { mail, token } = await linkFor(camille);
    expect(mail.subject).toContain('Votre lien de connexion');
    // The clinic's name with its article: not « portail patient de Clinique… ».
    expect(mail.text).toContain('Voici votre lien de connexion au portail patient de la Clinique chiropratique Émilie Tremblay :');
    expect(mail.text).toContain("Ce lien ne fonctionne qu'une seule fois et expire dans 15 minutes.");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const first = await post('/magic-links/consume', { token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ signedIn: true });
    const cookie = sessionCookieOf(first);
    expect((await testApp().app.request('/api/portal/me', { headers: { cookie } })).status).toBe(200);
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, camille));
    expect(account!.lastSignInAt).toBe(testApp().clock.now().toISOString());
    const audit = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patient.signed_in'));
    expect(audit.at(-1)).toMatchObject({ actorType: 'patient', actorId: account!.id, details: { method: 'magic_link' } });

    const second = await post('/magic-links/consume', { token });
    expect(second.status).toBe(400);
    expect((await readJson<ApiErrorBody>(second)).error).toEqual({ code: 'AUTH_005', message: invalidLink });
  });

  it('refuses a link after its 15 minutes with the same answer as a used one', async () => {
    const { token } = await linkFor(camille);
    testApp().clock.advance({ minutes: 15 });
    const late = await post('/magic-links/consume', { token });
    expect(late.status).toBe(400);
    expect((await readJson<ApiErrorBody>(late)).error).toEqual({ code: 'AUTH_005', message: invalidLink });
  });

  it('keeps only the newest link alive and stores only hashes', async () => {
    const older = await linkFor(camille);
    const newer = await linkFor(camille);
    const rows = await testApp().db.select().from(verifications).where(eq(verifications.type, 'patient_magic_link'));
    expect(JSON.stringify(rows)).not.toContain(newer.token);
    expect((await post('/magic-links/consume', { token: older.token })).status).toBe(400);
    expect((await post('/magic-links/consume', { token: newer.token })).status).toBe(200);
  });

  it('answers an unknown address exactly as a patient, and e-mails it nothing', async () => {
    const stranger = 'inconnu.total@courriel.example';
    const known = await post('/magic-links', { email: camille });
    const unknown = await post('/magic-links', { email: stranger });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await afterAnswersSettled();
    expect(await mailsTo(stranger)).toHaveLength(0);
    expect(await testApp().db.$count(patientAccounts, eq(patientAccounts.email, stranger))).toBe(0);
  });

  it('does the same database work before answering a link request, whoever the address belongs to', async () => {
    const statementsFor = async (path: string, email: string) => {
      const { statements, response } = await statementsBeforeAnswer(testApp().client, () => post(path, { email }));
      expect(response.status).toBe(202);
      return statements;
    };
    for (const path of ['/magic-links', '/password-resets']) {
      const forUnknown = await statementsFor(path, 'inconnue.f9@courriel.example');
      const forPatient = await statementsFor(path, camille);
      expect(forPatient, path).toEqual(forUnknown);
    }
    expect((await mailsTo(camille)).slice(-2).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Votre lien de connexion'),
      expect.stringContaining('mot de passe'),
    ]);
  });

  it("creates the account of a patient record on its first link, matching the address's case loosely", async () => {
    const [mathieu] = await testApp().db.select().from(patients).where(eq(patients.email, 'mathieu.cote@courriel.example'));
    expect(mathieu).toBeDefined();
    await testApp().db.update(patients).set({ email: 'Mathieu.Cote@Courriel.example' }).where(eq(patients.id, mathieu!.id));
    const { token } = await linkFor('mathieu.cote@courriel.example');
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.patientId, mathieu!.id));
    expect(account).toMatchObject({ email: 'mathieu.cote@courriel.example', passwordHash: null });
    expect((await post('/magic-links/consume', { token })).status).toBe(200);
  });

  it('sends nothing to an address two patient records share: neither file is opened to the other', async () => {
    const shared = 'famille.partagee@courriel.example';
    for (const firstName of ['Alice', 'Bruno']) {
      await testApp()
        .db.insert(patients)
        .values({ firstName, lastName: 'Partage', email: shared, ...timestamps(testApp().clock) });
    }
    expect((await post('/magic-links', { email: shared })).status).toBe(202);
    await afterAnswersSettled();
    expect(await mailsTo(shared)).toHaveLength(0);
  });

  it('sends one mailbox at most 3 links an hour, whoever asks', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/magic-links', { email: camille })).status).toBe(202);
    await afterAnswersSettled();
    const recent = await outboxMails(
      testApp(),
      and(eq(emailOutbox.to, camille), sql`${emailOutbox.createdAt} >= ${testApp().clock.now().toISOString()}`),
    );
    expect(recent).toHaveLength(3);
  });

  it('refuses malformed input with French messages and never a 500', async () => {
    const cases: unknown[] = ['{"email":', { email: 'pas-un-courriel' }, { email: 42 }, [], null];
    for (const body of cases) {
      const response = await post('/magic-links', body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    for (const body of [{ token: '' }, { token: 'x'.repeat(5000) }, { token: 7 }, 'nope', { token: "' or 1=1 --" }]) {
      const response = await post('/magic-links/consume', body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const invalid = await post('/magic-links', { email: 'pas-un-courriel' });
    expect((await readJson<ApiErrorBody>(invalid)).error.fields).toEqual({ email: 'Courriel doit être une adresse courriel valide' });
  });
});

describe('patient magic links over SMTP', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, trustProxy: true }) });
  const post = postAsNewClient(testApp);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('a link token is in no table, no response and no log line', async () => {
    vi.stubEnv('LOG_LEVEL', 'debug');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const requested = await post('/magic-links', { email: camille });
    const message = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received[0]!;
    });
    const token = tokenIn(decodeQuotedPrintable(message.raw).replace(/=\r?\n/g, ''))!;
    expect(token).toBeDefined();
    // The outbox row holds the link until the sender has recorded the delivery.
    await outboxSenderIdle(testApp().db);
    const consumed = await post('/magic-links/consume', { token });
    expect(consumed.status).toBe(200);
    const answers = [await requested.text(), await consumed.text(), JSON.stringify([...consumed.headers])].join('\n');
    expect(answers).not.toContain(token);

    const tables = await testApp().client.execute("select name from sqlite_master where type = 'table'");
    for (const { name } of tables.rows) {
      const rows = await testApp().client.execute(`select * from "${String(name)}"`);
      expect(JSON.stringify(rows.rows), String(name)).not.toContain(token);
    }
    const logged = [...out.mock.calls, ...err.mock.calls].map((call) => String(call[0])).join('');
    expect(logged).not.toContain(token);
  });
});
