// Changing one's own password (current password and a fresh code), and its effect: a password
// change or a reset of one's own second factor ends every OTHER session of that person.
import { and, eq } from 'drizzle-orm';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, staffUsers, user2faSettings, verifications } from '../../platform/db/schema';
import { demoStaff } from '../../demo/demo-clinic';
import { createTestSession, testPasswords, useTestApp } from '../../testing/test-app';
import { sessionCookieOf } from '../../testing/post-as-new-client';
import { codeNow, postJson, signIn } from '../../testing/staff-test-support';
import { outboxMails } from '../../testing/outbox';

const newPassword = 'lanterne violette sous la pluie de mars';

describe("changing one's own password, and the other sessions ending", () => {
  const testApp = useTestApp();
  const post = (path: string, body: unknown, cookie: string) => postJson(testApp(), path, body, { cookie });
  const me = (cookie: string) => testApp().app.request('/api/admin/me', { headers: { cookie } });
  const factor = { secret: '', staffId: '', backupCodes: [] as string[], device: '' };
  let password = testPasswords.staffPassword;
  /** A signed-in, verified back-office session from a real sign-in (and its browser's device cookie). */
  const laptop = async () => {
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const verified = await post('/api/auth/second-factor/verify', { code: await codeNow(testApp(), factor.secret) }, cookie);
    expect(verified.status).toBe(200);
    testApp().clock.advance({ seconds: 30 });
    return sessionCookieOf(verified);
  };
  const phone = () => createTestSession(testApp(), { subjectType: 'staff', subjectId: factor.staffId, secondFactorVerified: true });
  const changePassword = (cookie: string, body: Record<string, string>) => post('/api/admin/me/password', body, cookie);
  const devices = () =>
    testApp()
      .db.select()
      .from(verifications)
      .where(and(eq(verifications.type, 'staff_trusted_device'), eq(verifications.target, factor.staffId)));
  beforeEach(() => testApp().clock.advance({ minutes: 16 }));

  it('enrols the demo administrator', async () => {
    const { cookie } = await signIn(testApp(), demoStaff.email, password);
    const { secret } = (await (await post('/api/auth/second-factor/setup', {}, cookie)).json()) as { secret: string };
    const verified = await post('/api/auth/second-factor/setup/verify', { code: await codeNow(testApp(), secret) }, cookie);
    const { backupCodes } = (await verified.json()) as { backupCodes: string[] };
    const [staff] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
    Object.assign(factor, { secret, backupCodes, staffId: staff!.id });
  });

  it('refuses a wrong current password, a wrong code and a weak password beside their fields, changing nothing', async () => {
    const cookie = await laptop();
    const other = await phone();
    const [before] = await testApp().db.select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, factor.staffId));
    const cases: [Record<string, string>, string, string][] = [
      [
        { currentPassword: 'pas le bon mot de passe', newPassword, code: await codeNow(testApp(), factor.secret) },
        'currentPassword',
        m.wrongCurrentPassword,
      ],
      [{ currentPassword: password, newPassword, code: '000000' }, 'code', m.wrongCode],
      [{ currentPassword: password, newPassword: 'motdepasse123', code: await codeNow(testApp(), factor.secret) }, 'newPassword', ''],
      [{ currentPassword: password, newPassword, code: 'abc' }, 'code', m.invalidFreshCode],
      [{ currentPassword: password, newPassword: password, code: '123456' }, 'newPassword', m.samePassword],
    ];
    for (const [body, field, message] of cases) {
      const response = await changePassword(cookie, body);
      expect(response.status, field).toBe(422);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
      else expect(error.fields[field]).toMatch(/[a-zé]/);
    }
    const [after] = await testApp().db.select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, factor.staffId));
    expect(after?.hash).toBe(before?.hash);
    expect((await me(other)).status).toBe(200);
    expect(await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.password_changed'))).toHaveLength(0);
    // The wrong code counted toward the second factor's lock (and was forgiven by no right code since).
    const [settings] = await testApp().db.select().from(user2faSettings).where(eq(user2faSettings.userId, factor.staffId));
    expect(settings?.failedCodeCount).toBe(1);
  });

  it('changes it with the current password and a fresh code: other sessions and devices end, this one stays, audit and e-mail', async () => {
    // The sessions of the test above idle out first, so the laptop and the phone are her only live ones.
    testApp().clock.advance({ minutes: 31 });
    const cookie = await laptop();
    const other = await phone();
    expect((await devices()).length).toBeGreaterThan(1);
    const code = await codeNow(testApp(), factor.secret);
    const response = await changePassword(cookie, { currentPassword: password, newPassword, code });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    password = newPassword;
    expect((await me(other)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
    // Only this browser stays trusted: a new device token in its cookie, the others deleted.
    const rows = await devices();
    expect(rows).toHaveLength(1);
    expect(response.headers.getSetCookie().join()).toMatch(/clinic_staff_device=[\w-]{20,}/);
    const [event] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.password_changed'));
    expect(event).toMatchObject({ actorType: 'staff', actorId: factor.staffId, entityId: factor.staffId, details: { sessionsEnded: 1 } });
    const mails = (await outboxMails(testApp(), eq(emailOutbox.to, demoStaff.email))).filter((mail) =>
      mail.subject.startsWith('Votre mot de passe a été modifié'),
    );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify([event, mails])).not.toContain(newPassword);
    // The code was used: the same one again is a replay.
    const replay = await changePassword(cookie, { currentPassword: newPassword, newPassword: `${newPassword} encore`, code });
    expect(replay.status).toBe(422);
    // The old password no longer signs in, the new one does.
    expect(
      (await postJson(testApp(), '/api/auth/staff/sign-in', { email: demoStaff.email, password: testPasswords.staffPassword })).status,
    ).toBe(401);
    expect((await signIn(testApp(), demoStaff.email, newPassword)).secondFactor).toBe('verify');
  });

  it('accepts a backup code as the fresh code, once', async () => {
    const cookie = await laptop();
    const backupCode = factor.backupCodes[0]!;
    const changed = await changePassword(cookie, {
      currentPassword: password,
      newPassword: `${newPassword} bis`,
      code: backupCode.toUpperCase(),
    });
    expect(changed.status).toBe(200);
    password = `${newPassword} bis`;
    const again = await changePassword(cookie, { currentPassword: password, newPassword, code: backupCode });
    expect(again.status).toBe(422);
  });

  it('resetting her own second factor ends her other sessions and device tokens; the re-issued session stays', async () => {
    const cookie = await laptop();
    const other = await phone();
    const reset = await post('/api/admin/second-factor/reset', { code: await codeNow(testApp(), factor.secret) }, cookie);
    expect(reset.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    const current = sessionCookieOf(reset);
    // Alive, and asked to enrol an authenticator again.
    expect((await me(current)).status).toBe(403);
    expect((await testApp().app.request('/api/auth/second-factor', { headers: { cookie: current } })).status).toBe(200);
    expect(await devices()).toHaveLength(0);
  });
});
