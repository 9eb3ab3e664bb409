import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { staffAccountMessages } from 'shared-domain/accounts/staff-account';
import { teamMessages } from 'shared-domain/accounts/staff-team';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions, staffUsers, user2faSettings, verifications } from '../../platform/db/schema';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { codeNow, postJson, signIn } from '../../testing/staff-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { mailsTo, staffMemberWithSession } from '../../testing/team-test-support';
import { verifyPassword } from '../passwords/password';
import { statementsBeforeAnswer } from '../../testing/statements-before-answer';

const oldPassword = 'Grenouille-Vélo-Orage-42';
const newPassword = 'Moustique-Tambour-Érable-77';

describe('a forgotten staff password: /api/auth/staff/password-reset-requests and /password-reset', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let client = 1;
  const post = (path: string, body: unknown) =>
    postJson(testApp(), `/api/auth/staff${path}`, body, { 'x-forwarded-for': `203.0.113.${client++ % 250}` });

  /** A member with an enrolled authenticator: her id, e-mail and secret. */
  async function enrolledMember(email: string) {
    const { id } = await staffMemberWithSession(testApp(), 'practitioner', { email });
    const { cookie } = await signIn(testApp(), email, oldPassword);
    const setup = await postJson(testApp(), '/api/auth/second-factor/setup', {}, { cookie });
    const { secret } = await readJson<{ secret: string }>(setup);
    const verified = await postJson(
      testApp(),
      '/api/auth/second-factor/setup/verify',
      { code: await codeNow(testApp(), secret) },
      { cookie },
    );
    expect(verified.status).toBe(200);
    // The code just used cannot serve again: the next one is 30 s later.
    testApp().clock.advance({ seconds: 30 });
    return { id, email, secret };
  }

  async function requestLink(email: string): Promise<string> {
    const response = await post('/password-reset-requests', { email });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
    await afterAnswersSettled();
    const mails = await mailsTo(testApp(), email);
    const token = /#jeton=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link was e-mailed');
    return token;
  }

  it('does the same database work before answering, whoever the address belongs to, and e-mails only an active member', async () => {
    await staffMemberWithSession(testApp(), 'reception', { email: 'membre.actif@exemple.ca' });
    const former = await staffMemberWithSession(testApp(), 'reception', { email: 'ancienne@exemple.ca' });
    await testApp().db.update(staffUsers).set({ deactivatedAt: testApp().clock.now().toISOString() }).where(eq(staffUsers.id, former.id));
    const statementsFor = async (email: string) => {
      const { statements, response } = await statementsBeforeAnswer(testApp().client, () => post('/password-reset-requests', { email }));
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ sent: true });
      return statements;
    };
    const forUnknown = await statementsFor('inconnue@exemple.ca');
    const forMember = await statementsFor('membre.actif@exemple.ca');
    expect(forMember).toEqual(forUnknown);
    const [mail] = await mailsTo(testApp(), 'membre.actif@exemple.ca');
    expect(mail?.subject).toContain('Réinitialiser votre mot de passe');
    expect(mail?.text).toMatch(/https:\/\/clinique\.example\/admin\/reinitialiser#jeton=[\w-]{43}/);
    expect(mail?.text).toContain('expire dans 60 minutes');
    await post('/password-reset-requests', { email: 'ancienne@exemple.ca' });
    await afterAnswersSettled();
    expect(await mailsTo(testApp(), 'ancienne@exemple.ca')).toHaveLength(0);
    expect(await mailsTo(testApp(), 'inconnue@exemple.ca')).toHaveLength(0);
  });

  it('changes the password with the link and a current code: the link is used up, every session ends, she is told by e-mail', async () => {
    const member = await enrolledMember('reinit.totp@exemple.ca');
    const token = await requestLink(member.email);
    const openSessions = await testApp().db.$count(sessions, eq(sessions.subjectId, member.id));
    expect(openSessions).toBeGreaterThan(0);

    const response = await post('/password-reset', { token, password: newPassword, code: await codeNow(testApp(), member.secret) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reset: true });
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(await verifyPassword(newPassword, row?.passwordHash ?? '')).toBe(true);
    expect(await testApp().db.$count(sessions, eq(sessions.subjectId, member.id))).toBe(0);
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.password_reset_completed'));
    expect(audit).toMatchObject({ entityId: member.id, details: { sessionsEnded: openSessions, secondFactor: true } });
    expect(JSON.stringify(audit)).not.toContain(token);
    const mails = await mailsTo(testApp(), member.email);
    expect(mails.at(-1)?.subject).toContain('Votre mot de passe a été modifié');

    // Used: the same link again is refused, in French, and changes nothing.
    testApp().clock.advance({ seconds: 30 });
    const again = await post('/password-reset', {
      token,
      password: 'Autre-Mot-De-Passe-Solide-1',
      code: await codeNow(testApp(), member.secret),
    });
    expect(again.status).toBe(400);
    expect(await readJson<ApiErrorBody>(again)).toMatchObject({ error: { code: 'AUTH_005', message: teamMessages.invalidResetLink } });
    expect((await signIn(testApp(), member.email, newPassword)).secondFactor).toBe('verify');
  });

  it('still needs the second factor: no code, a wrong one or a replayed one is refused and the link stays usable', async () => {
    const member = await enrolledMember('reinit.refus@exemple.ca');
    const token = await requestLink(member.email);
    const refusal = async (body: Record<string, unknown>, fields: Record<string, string>) => {
      const response = await post('/password-reset', { token, password: newPassword, ...body });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual(fields);
    };
    await refusal({}, { code: teamMessages.codeRequired });
    await refusal({ code: '000000' }, { code: staffAccountMessages.wrongCode });
    // The code she just signed in with cannot be used again.
    const code = await codeNow(testApp(), member.secret);
    const { cookie } = await signIn(testApp(), member.email, oldPassword);
    expect((await postJson(testApp(), '/api/auth/second-factor/verify', { code }, { cookie })).status).toBe(200);
    await refusal({ code }, { code: staffAccountMessages.wrongCode });
    await refusal({ code: 'zzzz-zzzz' }, { code: staffAccountMessages.wrongCode });
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(await verifyPassword(oldPassword, row?.passwordHash ?? '')).toBe(true);
    // A weak password is refused with its French reason.
    testApp().clock.advance({ seconds: 30 });
    const weak = await post('/password-reset', { token, password: 'motdepasse123', code: await codeNow(testApp(), member.secret) });
    expect((await readJson<ApiErrorBody>(weak)).error.fields?.password).toBe(
      'Ce mot de passe est trop facile à deviner. Ajoutez quelques mots peu courants.',
    );
    // The link still works with a fresh code.
    testApp().clock.advance({ seconds: 30 });
    expect((await post('/password-reset', { token, password: newPassword, code: await codeNow(testApp(), member.secret) })).status).toBe(
      200,
    );
  });

  it('counts its wrong codes towards the second factor’s lock: the reset page is no other door for guessing', async () => {
    const member = await enrolledMember('reinit.verrou@exemple.ca');
    const token = await requestLink(member.email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post('/password-reset', { token, password: newPassword, code: String(100000 + attempt) })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    const [factor] = await testApp().db.select().from(user2faSettings).where(eq(user2faSettings.userId, member.id));
    expect(factor?.lockedAt).not.toBeNull();
    // Locked: even the right code is refused, and the password stays.
    const right = await post('/password-reset', { token, password: newPassword, code: await codeNow(testApp(), member.secret) });
    expect(right.status).toBe(423);
    expect((await readJson<ApiErrorBody>(right)).error.code).toBe('AUTH_006');
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(await verifyPassword(oldPassword, row?.passwordHash ?? '')).toBe(true);
  });

  it('takes the link alone for a member without a second factor; refuses an expired, unknown or superseded link', async () => {
    const { id } = await staffMemberWithSession(testApp(), 'reception', { email: 'sans.facteur@exemple.ca' });
    const first = await requestLink('sans.facteur@exemple.ca');
    const latest = await requestLink('sans.facteur@exemple.ca');
    const invalid = async (token: string) => {
      const response = await post('/password-reset', { token, password: newPassword });
      expect(response.status).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error.message).toBe(teamMessages.invalidResetLink);
    };
    await invalid(first);
    await invalid('jeton-invente');
    testApp().clock.advance({ minutes: 61 });
    await invalid(latest);
    expect(await testApp().db.$count(verifications, eq(verifications.target, id))).toBe(1);
    const fresh = await requestLink('sans.facteur@exemple.ca');
    expect((await post('/password-reset', { token: fresh, password: newPassword })).status).toBe(200);
  });
});
