// Wrong codes used to give a 15-minute pause that never escalated (about 960 guesses
// a day). Now a few wrong codes without a right one lock the factor, ending every session that has
// not passed it, until the owner opens the e-mailed unlock link and chooses a new password (or an
// administrator resets the factor).
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, staffUsers, user2faAttempts, user2faSettings } from '../../platform/db/schema';
import { demoStaff } from '../../demo/demo-clinic';
import { testPasswords, useTestApp } from '../../testing/test-app';
import { sessionCookieOf } from '../../testing/post-as-new-client';
import { codeNow, postJson, signIn } from '../../testing/staff-test-support';
import { outboxMails } from '../../testing/outbox';

const lockedMessage =
  "Votre double authentification est verrouillée après trop d'essais. Un courriel vous a été envoyé pour la déverrouiller.";

// Each sign-in here is a deliberate key derivation, dozens per test: the limit catches a hang, not a loaded machine.
describe('the second factor locks after a few wrong codes', { timeout: 300_000 }, () => {
  const testApp = useTestApp();
  const post = (path: string, body: unknown, cookie?: string) => postJson(testApp(), path, body, cookie ? { cookie } : {});
  const enrolled = { secret: '', staffId: '', backupCodes: [] as string[] };
  const wrongCode = async () => String((Number(await codeNow(testApp(), enrolled.secret)) + 500_000) % 1_000_000).padStart(6, '0');
  const verify = async (cookie: string, body: { code?: string; backupCode?: string }) =>
    post('/api/auth/second-factor/verify', body, cookie);
  const unlockMails = () =>
    // Subjects are sealed at rest: filtered once opened.
    outboxMails(testApp(), eq(emailOutbox.to, demoStaff.email)).then((mails) =>
      mails.filter((mail) => mail.subject.includes('verrouillée')),
    );
  /** Her password: each unlock replaces it. */
  let password = testPasswords.staffPassword;
  const settings = async () => (await testApp().db.select().from(user2faSettings).where(eq(user2faSettings.userId, enrolled.staffId)))[0]!;
  // Past every rate-limit window and TOTP step of the step before.
  beforeEach(() => testApp().clock.advance({ minutes: 16 }));

  it('enrols the demo administrator', async () => {
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const { secret } = (await (await post('/api/auth/second-factor/setup', {}, cookie)).json()) as { secret: string };
    const verified = await post('/api/auth/second-factor/setup/verify', { code: await codeNow(testApp(), secret) }, cookie);
    expect(verified.status).toBe(200);
    const { backupCodes } = (await verified.json()) as { backupCodes: string[] };
    const [staff] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
    Object.assign(enrolled, { secret, staffId: staff!.id, backupCodes });
  });

  it('10 wrong codes spread over windows no longer give unlimited tries: TOTP and backup codes lock together', async () => {
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await verify(cookie, { code: await wrongCode() })).status);
    testApp().clock.advance({ minutes: 16 });
    for (let i = 0; i < 2; i++) statuses.push((await verify(cookie, { backupCode: 'deadbeef' })).status);
    testApp().clock.advance({ minutes: 16 });
    const fifth = await verify(cookie, { code: await wrongCode() });
    statuses.push(fifth.status);
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    expect(await fifth.json()).toEqual({ error: { code: 'AUTH_006', message: lockedMessage } });
    expect((await settings()).lockedAt).toBe(testApp().clock.now().toISOString());
    const [lockEvent] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.second_factor_locked'));
    expect(lockEvent?.details).toEqual({ failedCodes: 5 });
    // The session that guessed is over: guessing again takes the password again.
    expect((await testApp().app.request('/api/auth/second-factor', { headers: { cookie } })).status).toBe(401);

    // Hours later, the right code and a right backup code are refused too, and each try is recorded.
    for (let i = 0; i < 5; i++) {
      testApp().clock.advance({ hours: 1 });
      const again = await signIn(testApp(), demoStaff.email, password);
      const right = await verify(again.cookie, { code: await codeNow(testApp(), enrolled.secret) });
      expect(right.status).toBe(423);
      expect((await testApp().app.request('/api/admin/me', { headers: { cookie: again.cookie } })).status).toBe(403);
    }
    const backup = await verify((await signIn(testApp(), demoStaff.email, password)).cookie, {
      backupCode: enrolled.backupCodes[0],
    });
    expect(backup.status).toBe(423);
    const locked = await testApp()
      .db.select()
      .from(user2faAttempts)
      .where(and(eq(user2faAttempts.userId, enrolled.staffId), eq(user2faAttempts.failureReason, 'locked')));
    expect(locked).toHaveLength(6);
  });

  it('e-mails the owner one single-use unlock link at the lock, which unlocks it once', async () => {
    const mails = await unlockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/admin/deverrouiller#jeton=');
    const token = /#jeton=([\w-]+)/.exec(mails[0]!.text)![1]!;

    for (const bad of ['inconnu', 'x'.repeat(43), '']) {
      const refused = await post('/api/auth/staff/second-factor-unlock', { token: bad });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expect((await settings()).lockedAt).not.toBeNull();
    // The lock means someone may know her password: the unlock takes a new one, checked like any.
    for (const [weak, field] of [
      [undefined, 'Tous les champs sont requis'],
      ['court', 'Le mot de passe doit contenir au moins 12 caractères'],
      ['EmilieTremblay2026', 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.'],
      // The old password may be the stolen one: it cannot come back through the unlock.
      [password, 'Le nouveau mot de passe doit être différent de l’actuel'],
    ] as const) {
      const refused = await post('/api/auth/staff/second-factor-unlock', { token, ...(weak ? { password: weak } : {}) });
      expect(refused.status, weak).toBe(422);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields, weak).toEqual({ password: field });
    }
    expect((await settings()).lockedAt).not.toBeNull();

    // An unlock that fails midway (here the e-mail cannot be queued) gives the link back: the
    // account is not left locked until the next day's link.
    await testApp().db.run(sql`create trigger outbox_down before insert on email_outbox begin select raise(abort, 'outbox down'); end`);
    const failed = await post('/api/auth/staff/second-factor-unlock', { token, password: 'Hibou-Cerf-Volant-Marée-17' });
    await testApp().db.run(sql`drop trigger outbox_down`);
    expect(failed.status).toBe(500);
    expect((await settings()).lockedAt).not.toBeNull();
    expect((await post('/api/auth/staff/sign-in', { email: demoStaff.email, password: 'Hibou-Cerf-Volant-Marée-17' })).status).toBe(401);

    const oldPassword = password;
    password = 'Hibou-Cerf-Volant-Marée-17';
    const unlocked = await post('/api/auth/staff/second-factor-unlock', { token, password });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ unlocked: true });
    expect((await settings()).lockedAt).toBeNull();
    const [event] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.second_factor_unlocked'));
    expect(event).toMatchObject({ actorType: 'staff', actorId: enrolled.staffId, details: { passwordChanged: true } });
    expect(JSON.stringify(event)).not.toContain(token);
    expect(JSON.stringify(event)).not.toContain(password);
    const told = await outboxMails(testApp(), eq(emailOutbox.to, demoStaff.email));
    expect(told.some((mail) => mail.subject.startsWith('Votre mot de passe a été modifié'))).toBe(true);
    expect((await post('/api/auth/staff/sign-in', { email: demoStaff.email, password: oldPassword })).status).toBe(401);

    const reused = await post('/api/auth/staff/second-factor-unlock', { token, password: 'Lanterne-Crabe-Sapin-Houle-58' });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'AUTH_005',
      message: 'Ce lien de déverrouillage est invalide, expiré ou déjà utilisé.',
    });

    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const right = await verify(cookie, { code: await codeNow(testApp(), enrolled.secret) });
    expect(right.status).toBe(200);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: sessionCookieOf(right) } })).status).toBe(200);
  });

  it("forgives the owner's typos when she then gives the right code, but not failures from other sessions", async () => {
    const attacker = await signIn(testApp(), demoStaff.email, password);
    for (let i = 0; i < 3; i++) expect((await verify(attacker.cookie, { code: await wrongCode() })).status).toBe(422);
    const owner = await signIn(testApp(), demoStaff.email, password);
    expect((await verify(owner.cookie, { code: await wrongCode() })).status).toBe(422);
    testApp().clock.advance({ seconds: 30 });
    const ownerVerified = await verify(owner.cookie, { code: await codeNow(testApp(), enrolled.secret) });
    expect(ownerVerified.status).toBe(200);
    expect((await settings()).failedCodeCount).toBe(3);
    expect((await verify(attacker.cookie, { code: await wrongCode() })).status).toBe(422);
    const ownerSession = sessionCookieOf(ownerVerified);
    expect((await verify(attacker.cookie, { code: await wrongCode() })).status).toBe(423);
    // Locked again: a second e-mail, with a new link.
    expect(await unlockMails()).toHaveLength(2);
    // Her own session, past the second factor, goes on; the guesser's is over.
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: ownerSession } })).status).toBe(200);
    expect((await testApp().app.request('/api/auth/second-factor', { headers: { cookie: attacker.cookie } })).status).toBe(401);
  });

  it('counts wrong codes given in the back-office (new backup codes) and refuses them while locked', async () => {
    const mails = await unlockMails();
    const token = /#jeton=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
    password = 'Lanterne-Crabe-Sapin-Houle-58';
    expect((await post('/api/auth/staff/second-factor-unlock', { token, password })).status).toBe(200);
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const admin = sessionCookieOf(await verify(cookie, { code: await codeNow(testApp(), enrolled.secret) }));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/api/admin/second-factor/backup-codes', { code: await wrongCode() }, admin)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    testApp().clock.advance({ seconds: 30 });
    expect((await post('/api/admin/second-factor/backup-codes', { code: await codeNow(testApp(), enrolled.secret) }, admin)).status).toBe(
      423,
    );
  });

  it('sends a fresh link, at most once a day, while locked with no live link left', async () => {
    const before = (await unlockMails()).length;
    testApp().clock.advance({ hours: 25 });
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    expect((await verify(cookie, { code: await wrongCode() })).status).toBe(423);
    expect((await verify(cookie, { code: await wrongCode() })).status).toBe(423);
    expect(await unlockMails()).toHaveLength(before + 1);
  });

  it('ends with an administrator reset too: the factor row goes, and the next sign-in enrols again', async () => {
    await testApp().db.delete(user2faSettings).where(eq(user2faSettings.userId, enrolled.staffId));
    expect((await signIn(testApp(), demoStaff.email, password)).secondFactor).toBe('setup');
  });
});
