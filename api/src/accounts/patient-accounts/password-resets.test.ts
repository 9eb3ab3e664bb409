import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents, emailOutbox, patientAccounts, sessions } from '../../platform/db/schema';
import { createTestSession, readJson, testPasswords, useTestApp } from '../../testing/test-app';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { postAsNewClient, sessionCookieOf } from '../../testing/post-as-new-client';
import { outboxMails } from '../../testing/outbox';

const camille = 'camille.gagnon@courriel.example';
const invalidLink = { code: 'AUTH_005', message: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.' };
const newPassword = 'un nouveau mot de passe solide';

describe('patient password set and reset by e-mail', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  const post = postAsNewClient(testApp);
  const mailsTo = (to: string) => outboxMails(testApp(), eq(emailOutbox.to, to));
  const resetLink = async (email: string) => {
    const before = (await mailsTo(email)).length;
    expect((await post('/password-resets', { email })).status).toBe(202);
    const mail = await vi.waitFor(async () => {
      const mails = await mailsTo(email);
      expect(mails.length).toBe(before + 1);
      return mails.at(-1)!;
    });
    const token = /\/patient-portal\/login#mot-de-passe=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return { mail, token: token! };
  };
  beforeEach(() => testApp().clock.advance({ hours: 2 }));

  it('answers an unknown address exactly as a patient', async () => {
    const known = await post('/password-resets', { email: camille });
    const unknown = await post('/password-resets', { email: 'inconnu@courriel.example' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await afterAnswersSettled();
    expect(await mailsTo('inconnu@courriel.example')).toHaveLength(0);
  });

  it('sets the new password once, ends every other session of the account, and signs in', async () => {
    const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, camille));
    const stolen = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id });
    const { mail, token } = await resetLink(camille);
    expect(mail.text).toContain('expire dans 30 minutes');

    const short = await post('/password-resets/complete', { token, password: 'trop court' });
    expect(short.status).toBe(422);
    expect((await readJson<ApiErrorBody>(short)).error.fields).toEqual({
      password: 'Le mot de passe doit contenir au moins 12 caractères',
    });

    const done = await post('/password-resets/complete', { token, password: newPassword });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ signedIn: true });
    expect((await testApp().app.request('/api/portal/me', { headers: { cookie: stolen } })).status).toBe(401);
    expect((await testApp().app.request('/api/portal/me', { headers: { cookie: sessionCookieOf(done) } })).status).toBe(200);
    expect(await testApp().db.$count(sessions, and(eq(sessions.subjectType, 'patient'), eq(sessions.subjectId, account!.id)))).toBe(1);

    const [stored] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.id, account!.id));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain(newPassword);
    const [event] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patient.password_set'));
    expect(event).toMatchObject({ actorType: 'patient', actorId: account!.id, details: { sessionsEnded: 1 } });

    const again = await post('/password-resets/complete', { token, password: 'encore un autre mot de passe' });
    expect(again.status).toBe(400);
    expect((await readJson<ApiErrorBody>(again)).error).toEqual(invalidLink);
    expect((await post('/sign-in', { email: camille, password: testPasswords.patientPassword })).status).toBe(401);
    expect((await post('/sign-in', { email: camille, password: newPassword })).status).toBe(200);
  });

  it('refuses an easily guessed password with French feedback, as for staff, and keeps the link usable', async () => {
    const [before] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, camille));
    const passwordSetEvents = () => testApp().db.$count(auditEvents, eq(auditEvents.action, 'patient.password_set'));
    const eventsBefore = await passwordSetEvents();
    const { token } = await resetLink(camille);
    for (const [password, message] of [
      ['123456789012', 'Ce mot de passe est trop courant.'],
      ['azertyuiopqs', 'Une rangée de touches du clavier se devine facilement.'],
      ['camille.gagnon', expect.stringMatching(/\.$/)],
      // Her own names and a year add nothing to a password's strength.
      ['GagnonCamille2026', 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.'],
    ] as const) {
      const weak = await post('/password-resets/complete', { token, password });
      expect(weak.status, password).toBe(422);
      expect((await readJson<ApiErrorBody>(weak)).error.fields, password).toEqual({ password: message });
    }
    const [after] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.email, camille));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await passwordSetEvents()).toBe(eventsBefore);
    // The link was not used up by the refusals.
    expect((await post('/password-resets/complete', { token, password: newPassword })).status).toBe(200);
  });

  it('refuses the link after 30 minutes, and a magic-link token used as a reset token', async () => {
    const { token } = await resetLink(camille);
    testApp().clock.advance({ minutes: 30 });
    const late = await post('/password-resets/complete', { token, password: newPassword });
    expect((await readJson<ApiErrorBody>(late)).error).toEqual(invalidLink);
    const magic = await post('/magic-links/consume', { token });
    expect(magic.status).toBe(400);
  });

  it('lets a patient record without an account set its first password', async () => {
    const { token } = await resetLink('mathieu.cote@courriel.example');
    expect((await post('/password-resets/complete', { token, password: newPassword })).status).toBe(200);
    expect((await post('/sign-in', { email: 'mathieu.cote@courriel.example', password: newPassword })).status).toBe(200);
  });
});
