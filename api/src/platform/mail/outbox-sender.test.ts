import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicSettings, emailOutbox } from '../db/schema';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { testNow, useTestApp } from '../../testing/test-app';
import { outboxDelivery, outboxMaxAttempts, outboxSenderIdle, sendDueEmails } from './outbox-sender';
import { queueEmail } from './queue-email';
import { outboxMails, sealedOutboxRow } from '../../testing/outbox';
import { afterAnswersSettled } from '../http/after-answer';

const mail = {
  to: 'marie@exemple.ca',
  subject: 'Rendez-vous confirmé',
  text: 'Bonjour Marie, votre présence est confirmée : https://clinique.example/appointment/manage/jeton-secret',
  html: '<p>Bonjour Marie, <a href="https://clinique.example/appointment/manage/jeton-secret">gérer</a></p>',
};

const calendarFile = {
  filename: 'rendez-vous.ics',
  contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Suivi – Clinique\r\nEND:VCALENDAR\r\n',
};

describe('the outbox and its sender', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, mailFrom: 'Clinique Tremblay <rdv@clinique.example>' }) });
  const rows = () => outboxMails(testApp());
  /** The app's deps, sending to an SMTP server that refuses every connection. */
  const unreachable = useSuiteResource(
    async () => {
      const closed = await startSmtpListener();
      await closed.close();
      return closed.url;
    },
    async () => {},
  );
  const failingDeps = () => ({ ...testApp().deps, config: { ...testApp().deps.config, smtpUrl: unreachable() } });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    listener().received.length = 0;
    await testApp().db.delete(emailOutbox);
  });
  afterEach(async () => {
    await outboxSenderIdle(testApp().db);
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('delivers a queued e-mail at once, once, and keeps only the fact of it', async () => {
    await queueEmail(testApp().deps, mail);
    const [message] = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received;
    });
    expect(message?.from).toBe('rdv@clinique.example');
    expect(message?.to).toEqual(['marie@exemple.ca']);
    expect(message?.raw).toMatch(/^From: Clinique Tremblay <rdv@clinique\.example>\r$/m);
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Rendez-vous_confirm=C3=A9\?=\r$/m);
    expect(decodeQuotedPrintable(message?.raw ?? '')).toContain('votre présence est confirmée');
    await outboxSenderIdle(testApp().db);
    const [row] = await rows();
    expect(row).toMatchObject({
      to: mail.to,
      subject: mail.subject,
      sentAt: testApp().clock.now().toISOString(),
      attempts: 1,
      nextAttemptAt: null,
      error: null,
      // The links were for Marie: once delivered they are nowhere else.
      text: '',
      html: null,
      attachments: null,
    });
    // A later sweep finds nothing to send.
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(listener().received).toHaveLength(1);
  });

  it('sends the HTML part and the calendar file with the text', async () => {
    await queueEmail(testApp().deps, { ...mail, attachments: [calendarFile] });
    const raw = await vi.waitFor(() => {
      expect(listener().received).toHaveLength(1);
      return listener().received[0]!.raw;
    });
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s*name=rendez-vous\.ics\r$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=rendez-vous\.ics\r$/m);
    const attachment = /filename=rendez-vous\.ics\r\n(?:[\w-]+: .*\r\n)*\r\n([\s\S]*?)\r\n--/.exec(raw)?.[1] ?? '';
    const encoding = /Content-Transfer-Encoding: (\S+)\r\nContent-Disposition: attachment; filename=rendez-vous\.ics/.exec(raw)?.[1];
    const content = encoding === 'base64' ? Buffer.from(attachment, 'base64').toString('utf8') : decodeQuotedPrintable(attachment);
    expect(content).toBe(calendarFile.content);
  });

  it('keeps the message whole, as the development mailbox, when no SMTP server is configured', async () => {
    const noSmtp = { ...testApp().deps, config: { ...testApp().deps.config, smtpUrl: undefined } };
    await queueEmail(noSmtp, { ...mail, attachments: [calendarFile] });
    expect(await sendDueEmails(noSmtp)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    await outboxSenderIdle(testApp().db);
    const [row] = await rows();
    expect(row).toMatchObject({ ...mail, attachments: [calendarFile], sentAt: null, attempts: 0, error: null });
    // Stamped by the app's pinned clock, not the machine's.
    expect(row?.createdAt).toBe(new Date(testNow).toISOString());
    expect(listener().received).toHaveLength(0);
  });

  it('keeps the subject and the whole body sealed at rest, the recipient and the state readable', async () => {
    const noSmtp = { ...testApp().deps, config: { ...testApp().deps.config, smtpUrl: undefined } };
    await queueEmail(noSmtp, { ...mail, attachments: [calendarFile] });
    const [raw] = await testApp().db.select().from(emailOutbox);
    expect(raw).toMatchObject({ to: mail.to, sentAt: null, attempts: 0, html: null, attachments: null });
    const stored = JSON.stringify(raw);
    for (const secret of ['jeton-secret', 'Marie,', 'confirm', 'VCALENDAR', 'Suivi']) expect(stored).not.toContain(secret);
    expect((await rows())[0]).toMatchObject({ ...mail, attachments: [calendarFile] });
  });

  it('gives up at once a row this key cannot open (another instance’s key, or altered), sending nothing', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    const sealed = sealedOutboxRow(testApp(), mail);
    // A seal moved onto another row does not open: the row's id is bound to it.
    await testApp()
      .db.insert(emailOutbox)
      .values({ ...sealed, id: crypto.randomUUID(), createdAt: testApp().clock.now().toISOString() });
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 0, failed: 0, givenUp: 1 });
    expect(listener().received).toHaveLength(0);
    const [raw] = await testApp().db.select().from(emailOutbox);
    expect(raw).toMatchObject({ error: 'UNREADABLE', nextAttemptAt: null, sentAt: null, text: '' });
  });

  it('retries a failed e-mail after 1, 5, 30, 120 and 360 minutes, then gives it up; the log names neither address nor link', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const output = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await queueEmail(failingDeps(), mail);
    await outboxSenderIdle(testApp().db);
    const row = async () => (await rows())[0]!;
    expect(await row()).toMatchObject({ attempts: 1, sentAt: null, text: mail.text });
    expect((await row()).error).toMatch(/^E[A-Z]+/);

    for (const [index, delay] of outboxDelivery.retryDelaysMs.entries()) {
      const failedAt = testApp().clock.now().getTime();
      expect((await row()).nextAttemptAt).toBe(new Date(failedAt + delay).toISOString());
      // Not before its time…
      testApp().clock.advance({ seconds: delay / 1000 - 1 });
      expect(await sendDueEmails(failingDeps())).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      // …then once more.
      testApp().clock.advance({ seconds: 1 });
      const last = index === outboxDelivery.retryDelaysMs.length - 1;
      expect(await sendDueEmails(failingDeps())).toEqual({ sent: 0, failed: last ? 0 : 1, givenUp: last ? 1 : 0 });
      expect((await row()).attempts).toBe(index + 2);
    }
    expect(await row()).toMatchObject({ attempts: outboxMaxAttempts, nextAttemptAt: null, sentAt: null, text: '', html: null });
    // Given up for good, even once the server is back.
    testApp().clock.advance({ hours: 1 });
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(listener().received).toHaveLength(0);

    const logged = output.mock.calls.map((call) => String(call[0])).join('');
    expect(logged).toContain('"message":"e-mail not sent"');
    expect(logged).toContain('"message":"e-mail given up"');
    expect(logged).not.toMatch(/marie|jeton-secret|appointment\/manage/i);
  });

  it('delivers a failed e-mail at its retry once the server answers again', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    await queueEmail(failingDeps(), mail);
    await outboxSenderIdle(testApp().db);
    testApp().clock.advance({ minutes: 1 });
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 1, failed: 0, givenUp: 0 });
    expect(listener().received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 2, sentAt: testApp().clock.now().toISOString(), error: null });
  });

  it('hands each message to the server once when several senders run at the same moment', async () => {
    const recipients = Array.from({ length: 12 }, (_, index) => `patient-${index}@exemple.ca`);
    // Inserted without waking anyone, so the racing senders start from the same rows.
    await testApp()
      .db.insert(emailOutbox)
      .values(recipients.map((to) => ({ ...sealedOutboxRow(testApp(), { ...mail, to }), createdAt: testApp().clock.now().toISOString() })));
    const results = await Promise.all([1, 2, 3, 4].map(() => sendDueEmails(testApp().deps)));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(recipients.length);
    expect(
      listener()
        .received.map((message) => message.to[0])
        .sort(),
    ).toEqual([...recipients].sort());
    expect((await rows()).every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it('leaves a row claimed by a sender that stopped mid-send alone until the claim runs out', async () => {
    const claimedAt = testApp().clock.now();
    await testApp()
      .db.insert(emailOutbox)
      .values({
        ...sealedOutboxRow(testApp(), mail),
        createdAt: claimedAt.toISOString(),
        attempts: 1,
        nextAttemptAt: new Date(claimedAt.getTime() + outboxDelivery.claimMs).toISOString(),
      });
    expect((await sendDueEmails(testApp().deps)).sent).toBe(0);
    testApp().clock.advance({ seconds: outboxDelivery.claimMs / 1000 });
    expect((await sendDueEmails(testApp().deps)).sent).toBe(1);
  });

  it('gives each message a Message-ID of its own, the same on every try, so a receiver can drop a second copy', async () => {
    const rowsSent = [sealedOutboxRow(testApp(), mail), sealedOutboxRow(testApp(), { ...mail, to: 'luc@exemple.ca' })];
    await testApp()
      .db.insert(emailOutbox)
      .values(rowsSent.map((row) => ({ ...row, createdAt: testApp().clock.now().toISOString() })));
    expect((await sendDueEmails(testApp().deps)).sent).toBe(2);
    const messageIds = listener().received.map((message) => /^Message-ID: (.*)\r$/im.exec(message.raw)?.[1]);
    expect(messageIds.sort()).toEqual(rowsSent.map((row) => `<${row.id}@clinique.example>`).sort());
  });

  it('does not send a message more than a day old (kept while no SMTP server was set, or undeliverable)', async () => {
    const dayAgo = new Date(testApp().clock.now().getTime() - outboxDelivery.maxAgeMs).toISOString();
    await testApp()
      .db.insert(emailOutbox)
      .values({ ...sealedOutboxRow(testApp(), mail), createdAt: dayAgo });
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    const [row] = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.createdAt, dayAgo));
    expect(row).toMatchObject({ sentAt: null, attempts: 0 });
  });
});

describe('the sender during the clinic’s quiet hours', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url, trustProxy: true }) });
  // 22:00 in Montréal, on a night quiet from 21:00 to 08:00 (13:00 UTC).
  const evening = '2026-11-19T03:00:00Z';
  const morning = '2026-11-19T13:00:00Z';
  let client = 1;

  beforeEach(async () => {
    testApp().clock.set(evening);
    listener().received.length = 0;
    await testApp().db.delete(emailOutbox);
    await testApp().db.update(clinicSettings).set({ quietHoursStart: '21:00', quietHoursEnd: '08:00' });
  });
  afterEach(async () => {
    await afterAnswersSettled();
    await outboxSenderIdle(testApp().db);
  });

  it('holds a message the clinic sends on its own (a reminder) until the end of the quiet period, without counting a try', async () => {
    await queueEmail(testApp().deps, { ...mail, automatic: true });
    await outboxSenderIdle(testApp().db);
    expect(listener().received).toHaveLength(0);
    const [held] = await outboxMails(testApp());
    expect(held).toMatchObject({ sentAt: null, attempts: 0, nextAttemptAt: '2026-11-19T13:00:00.000Z', subject: mail.subject });
    // A sweep just before the end still sends nothing; at the end it goes.
    testApp().clock.set('2026-11-19T12:59:00Z');
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    testApp().clock.set(morning);
    expect(await sendDueEmails(testApp().deps)).toEqual({ sent: 1, failed: 0, givenUp: 0 });
    expect(listener().received.map((message) => message.to[0])).toEqual([mail.to]);
  });

  it('sends at once what answers someone: a confirmation, a sign-in link, a staff password reset', async () => {
    await queueEmail(testApp().deps, { ...mail, to: 'confirmation@exemple.ca' });
    await queueEmail(testApp().deps, { ...mail, to: 'rappel@exemple.ca', automatic: true });
    const post = (path: string, body: unknown) =>
      testApp().app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${client++}` },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/patient/magic-links', { email: 'camille.gagnon@courriel.example' })).status).toBe(202);
    expect(
      (await post('/api/auth/staff/password-reset-requests', { email: 'emilie.tremblay@clinique-tremblay.example' })).status,
    ).toBeLessThan(300);
    await afterAnswersSettled();
    await outboxSenderIdle(testApp().db);
    expect(
      listener()
        .received.map((message) => message.to[0])
        .sort(),
    ).toEqual(['camille.gagnon@courriel.example', 'confirmation@exemple.ca', 'emilie.tremblay@clinique-tremblay.example']);
  });

  it('sends everything by day, and at night once the clinic sets no quiet hours', async () => {
    await testApp().db.update(clinicSettings).set({ quietHoursStart: null, quietHoursEnd: null });
    await queueEmail(testApp().deps, { ...mail, automatic: true });
    await outboxSenderIdle(testApp().db);
    expect(listener().received).toHaveLength(1);
    await testApp().db.update(clinicSettings).set({ quietHoursStart: '21:00', quietHoursEnd: '08:00' });
    testApp().clock.set('2026-11-19T20:00:00Z');
    await queueEmail(testApp().deps, { ...mail, to: 'jour@exemple.ca', automatic: true });
    await outboxSenderIdle(testApp().db);
    expect(listener().received).toHaveLength(2);
  });
});
