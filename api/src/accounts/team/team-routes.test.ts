import { and, eq, ne } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { staffAccountMessages } from 'shared-domain/accounts/staff-account';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { teamMessages } from 'shared-domain/accounts/staff-team';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoFormerMember, demoInvitations } from '../../demo/demo-team';
import { auditEvents, sessions, staffInvitations, staffUsers, user2faSettings, verifications } from '../../platform/db/schema';
import { hashToken } from '../../platform/tokens/tokens';
import { postJson } from '../../testing/staff-test-support';
import { createTestSession, readJson, useTestApp } from '../../testing/test-app';
import { demoAdminId, mailsTo, staffMemberWithSession, writeInvitation } from '../../testing/team-test-support';

const password = 'Grenouille-Vélo-Orage-42';

describe('« Équipe »: /api/admin/team', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let admin: { id: string; cookie: string };
  let address = 1;

  beforeEach(async () => {
    const id = await demoAdminId(testApp());
    // Each test starts with the demo admin as the one active admin.
    await testApp()
      .db.update(staffUsers)
      .set({ role: 'practitioner' })
      .where(and(eq(staffUsers.role, 'admin'), ne(staffUsers.id, id)));
    await testApp().db.update(staffUsers).set({ role: 'admin', deactivatedAt: null }).where(eq(staffUsers.id, id));
    admin = { id, cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: id, secondFactorVerified: true }) };
  });

  function call(method: string, path: string, cookie: string, body?: unknown) {
    return testApp().app.request(`/api/admin/team${path}`, {
      method,
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: 'https://clinique.example',
        'x-forwarded-for': `198.51.100.${address++ % 250}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function expectRefusal(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect((await readJson<ApiErrorBody>(response)).error.message).toBe(message);
  }

  const auditsOf = (action: string, entityId: string) =>
    testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

  it('lists the members and the invitations in every state, never a code or a hash; only for management', async () => {
    const response = await call('GET', '', admin.cookie);
    expect(response.status).toBe(200);
    const team = await readJson<{
      members: { id: string; email: string; role: string; active: boolean; owner: boolean; secondFactorEnabled: boolean }[];
      invitations: { email: string; state: string; invitedByName: string }[];
    }>(response);
    expect(team.members.find((m) => m.id === admin.id)).toMatchObject({ role: 'admin', active: true, owner: true });
    expect(team.members.find((m) => m.email === demoFormerMember.email)).toMatchObject({ active: false, owner: false });
    for (const invitation of demoInvitations) {
      expect(team.invitations.find((i) => i.email === invitation.email)).toMatchObject({
        state: invitation.state,
        invitedByName: 'Dre Émilie Tremblay',
      });
    }
    const hashes = await testApp().db.select({ codeHash: staffInvitations.codeHash }).from(staffInvitations);
    const text = JSON.stringify(team);
    for (const { codeHash } of hashes) expect(text).not.toContain(codeHash);
    expect(text).not.toMatch(/passwordHash|codeHash|scrypt/);

    const reception = await staffMemberWithSession(testApp(), 'reception');
    await expectRefusal(await call('GET', '', reception.cookie), 403, roleRefusalMessage);
    await expectRefusal(
      await call('POST', '/invitations', reception.cookie, { email: 'x@exemple.ca', role: 'admin' }),
      403,
      roleRefusalMessage,
    );
  });

  it('invites a person: the e-mail holds the code (not in the link), the role in French and the expiry; the code signs her up once with that role', async () => {
    const response = await call('POST', '/invitations', admin.cookie, { email: 'Nouvelle.Recrue@Exemple.CA', role: 'reception' });
    expect(response.status).toBe(201);
    const { invitation } = await readJson<{ invitation: { id: string; email: string; role: string } }>(response);
    expect(invitation).toMatchObject({ email: 'nouvelle.recrue@exemple.ca', role: 'reception' });
    const [mail] = await mailsTo(testApp(), 'nouvelle.recrue@exemple.ca');
    expect(mail?.subject).toBe('Invitation à rejoindre l’équipe – Clinique chiropratique Émilie Tremblay');
    expect(mail?.text).toContain('Dre Émilie Tremblay vous invite');
    expect(mail?.text).toContain('« Réception »');
    expect(mail?.text).toContain('https://clinique.example/admin/signup?courriel=nouvelle.recrue%40exemple.ca');
    expect(mail?.text).toContain('expire le mercredi 25 novembre 2026');
    const code = /^ {4}(\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code.length).toBeGreaterThanOrEqual(32);
    expect(mail?.text).not.toMatch(new RegExp(`https://\\S*${code}`));
    const [row] = await testApp().db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(row?.codeHash).toBe(hashToken(code));
    const [audit] = await auditsOf('staff.invited', invitation.id);
    expect(audit).toMatchObject({ actorId: admin.id, details: { role: 'reception' } });
    expect(JSON.stringify(audit)).not.toContain(code);

    const signUp = (email: string) =>
      postJson(
        testApp(),
        '/api/auth/staff/sign-up',
        { fullName: 'Nouvelle Recrue', email, password, invitationCode: code },
        { 'x-forwarded-for': `192.0.2.${address++}` },
      );
    expect((await signUp('nouvelle.recrue@exemple.ca')).status).toBe(201);
    const [created] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, 'nouvelle.recrue@exemple.ca'));
    expect(created?.role).toBe('reception');
    expect((await signUp('nouvelle.recrue@exemple.ca')).status).toBe(422);

    const listed = await readJson<{ invitations: { id: string; state: string }[] }>(await call('GET', '', admin.cookie));
    expect(listed.invitations.find((i) => i.id === invitation.id)?.state).toBe('used');
  });

  it('refuses to invite an address with an account or a pending invitation, or without a role, in French, and sends nothing', async () => {
    const outboxBefore = (await mailsTo(testApp(), 'emilie.tremblay@clinique-tremblay.example')).length;
    const refusals: [unknown, Record<string, string>][] = [
      [{ email: 'EMILIE.TREMBLAY@clinique-tremblay.example', role: 'admin' }, { email: teamMessages.emailHasAccount }],
      [{ email: demoInvitations[0].email, role: 'admin' }, { email: teamMessages.emailAlreadyInvited }],
      [{ email: 'quelquun@exemple.ca', role: 'patron' }, { role: teamMessages.roleRequired }],
      [{ email: 'pas-un-courriel', role: 'admin' }, { email: staffAccountMessages.invalidEmail }],
    ];
    const before = await testApp().db.$count(staffInvitations);
    for (const [body, fields] of refusals) {
      const response = await call('POST', '/invitations', admin.cookie, body);
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual(fields);
    }
    expect(await testApp().db.$count(staffInvitations)).toBe(before);
    expect((await mailsTo(testApp(), 'emilie.tremblay@clinique-tremblay.example')).length).toBe(outboxBefore);
    // An expired or revoked invitation does not stand in the way of a new one.
    expect((await call('POST', '/invitations', admin.cookie, { email: demoInvitations[1].email, role: 'admin' })).status).toBe(201);
  });

  it('sends one invitation when two administrators invite the same address at once', async () => {
    const other = await staffMemberWithSession(testApp(), 'admin');
    const body = { email: 'course.invitation@exemple.ca', role: 'practitioner' };
    const statuses = (
      await Promise.all([call('POST', '/invitations', admin.cookie, body), call('POST', '/invitations', other.cookie, body)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 422]);
    expect(await testApp().db.$count(staffInvitations, eq(staffInvitations.email, body.email))).toBe(1);
    expect(await mailsTo(testApp(), body.email)).toHaveLength(1);
  });

  it('revokes a pending invitation (its code then fails); anything else is refused in French', async () => {
    const { id, code } = await writeInvitation(testApp(), 'a.revoquer@exemple.ca', 'practitioner');
    const response = await call('POST', `/invitations/${id}/revoke`, admin.cookie);
    expect(response.status).toBe(200);
    expect(await auditsOf('staff.invitation_revoked', id)).toHaveLength(1);
    const signUp = await postJson(
      testApp(),
      '/api/auth/staff/sign-up',
      { fullName: 'A Révoquer', email: 'a.revoquer@exemple.ca', password, invitationCode: code },
      { 'x-forwarded-for': '192.0.2.200' },
    );
    expect((await readJson<ApiErrorBody>(signUp)).error.fields).toEqual({ invitationCode: staffAccountMessages.invalidInvitationCode });
    await expectRefusal(await call('POST', `/invitations/${id}/revoke`, admin.cookie), 409, teamMessages.invitationNotPending);
    expect(await auditsOf('staff.invitation_revoked', id)).toHaveLength(1);
    expect((await call('POST', '/invitations/inconnue/revoke', admin.cookie)).status).toBe(404);
  });

  it('deactivates a member: her sessions end in the same change, her next request gets 401, her sign-in the wrong-password answer; reactivation lets her back', async () => {
    const member = await staffMemberWithSession(testApp(), 'practitioner', { email: 'desactivee@exemple.ca' });
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: member.cookie } })).status).toBe(200);
    // A browser she trusted: once she is deactivated, it must not escape the sign-in limit if she comes back.
    const trusted = and(eq(verifications.type, 'staff_trusted_device'), eq(verifications.target, member.id));
    await testApp()
      .db.insert(verifications)
      .values({
        type: 'staff_trusted_device',
        target: member.id,
        tokenHash: hashToken('navigateur-de-confiance'),
        expiresAt: '2027-06-01T00:00:00.000Z',
        createdAt: '2026-11-01T00:00:00.000Z',
      });
    const response = await call('POST', `/members/${member.id}/deactivate`, admin.cookie);
    expect(response.status).toBe(200);
    expect(await testApp().db.$count(sessions, eq(sessions.subjectId, member.id))).toBe(0);
    expect(await testApp().db.$count(verifications, trusted)).toBe(0);
    expect((await testApp().app.request('/api/admin/me', { headers: { cookie: member.cookie } })).status).toBe(401);
    const [audit] = await auditsOf('staff.deactivated', member.id);
    expect(audit).toMatchObject({ actorId: admin.id, details: { sessionsEnded: 1 } });

    const signIn = (pw: string) =>
      postJson(
        testApp(),
        '/api/auth/staff/sign-in',
        { email: 'desactivee@exemple.ca', password: pw },
        { 'x-forwarded-for': `192.0.2.${address++}` },
      );
    const refused = await signIn(password);
    const wrong = await signIn('Pas-le-bon-mot-de-passe-99');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(await wrong.json());
    expect((await readJson<ApiErrorBody>(await signIn(password))).error.message).toBe(staffAccountMessages.invalidCredentials);

    await expectRefusal(await call('POST', `/members/${member.id}/deactivate`, admin.cookie), 409, teamMessages.alreadyDeactivated);
    expect((await call('POST', `/members/${member.id}/reactivate`, admin.cookie)).status).toBe(200);
    expect(await auditsOf('staff.reactivated', member.id)).toHaveLength(1);
    expect((await signIn(password)).status).toBe(200);
    await expectRefusal(await call('POST', `/members/${member.id}/reactivate`, admin.cookie), 409, teamMessages.notDeactivated);
  });

  it('refuses that an admin deactivates herself, and keeps the last active admin', async () => {
    await expectRefusal(await call('POST', `/members/${admin.id}/deactivate`, admin.cookie), 409, teamMessages.notYourself);
    await expectRefusal(await call('PATCH', `/members/${admin.id}`, admin.cookie, { role: 'practitioner' }), 409, teamMessages.lastAdmin);
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', deactivatedAt: null });
    expect(await auditsOf('staff.role_changed', admin.id)).toHaveLength(0);
  });

  it('leaves one admin when two admins demote each other at once, or deactivate each other', async () => {
    const other = await staffMemberWithSession(testApp(), 'admin');
    const countActiveAdmins = async () =>
      (await testApp().db.select().from(staffUsers)).filter((row) => row.role === 'admin' && row.deactivatedAt === null).length;
    const demotions = await Promise.all([
      call('PATCH', `/members/${other.id}`, admin.cookie, { role: 'reception' }),
      call('PATCH', `/members/${admin.id}`, other.cookie, { role: 'reception' }),
    ]);
    // The second to run finds either the last admin kept (409) or, already demoted, no access to the team (403).
    expect(demotions.map((r) => r.status).sort()[0]).toBe(200);
    expect([403, 409]).toContain(demotions.map((r) => r.status).sort()[1]);
    expect(await countActiveAdmins()).toBe(1);

    // Both admins again, each deactivating the other at once.
    await testApp().db.update(staffUsers).set({ role: 'admin' }).where(eq(staffUsers.id, other.id));
    await testApp().db.update(staffUsers).set({ role: 'admin' }).where(eq(staffUsers.id, admin.id));
    const otherCookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: other.id, secondFactorVerified: true });
    const deactivations = await Promise.all([
      call('POST', `/members/${other.id}/deactivate`, admin.cookie),
      call('POST', `/members/${admin.id}/deactivate`, otherCookie),
    ]);
    expect(await countActiveAdmins()).toBe(1);
    expect(deactivations.map((r) => r.status)).toContain(200);
  });

  it('changes a role, audited with who and from what', async () => {
    const member = await staffMemberWithSession(testApp(), 'reception');
    const response = await call('PATCH', `/members/${member.id}`, admin.cookie, { role: 'practitioner' });
    expect(await response.json()).toEqual({ changed: true });
    expect((await auditsOf('staff.role_changed', member.id))[0]).toMatchObject({
      actorId: admin.id,
      details: { from: 'reception', to: 'practitioner' },
    });
    // The role holds at her next request.
    const me = await testApp().app.request('/api/admin/me', { headers: { cookie: member.cookie } });
    expect(await me.json()).toMatchObject({ role: 'practitioner' });
    const bad = await call('PATCH', `/members/${member.id}`, admin.cookie, { role: 'patron' });
    expect((await readJson<ApiErrorBody>(bad)).error.fields).toEqual({ role: teamMessages.roleRequired });
    expect((await call('PATCH', '/members/inconnu', admin.cookie, { role: 'admin' })).status).toBe(404);
  });

  it('resets a member’s second factor: the settings and her sessions go, she enrols again at next sign-in', async () => {
    const member = await staffMemberWithSession(testApp(), 'practitioner', { email: 'facteur@exemple.ca' });
    await testApp().db.insert(user2faSettings).values({
      userId: member.id,
      totpSecretEncrypted: 'scellé',
      isEnabled: true,
      createdAt: testApp().clock.now().toISOString(),
      updatedAt: testApp().clock.now().toISOString(),
    });
    expect((await call('POST', `/members/${member.id}/second-factor-reset`, admin.cookie)).status).toBe(200);
    expect(await testApp().db.$count(user2faSettings, eq(user2faSettings.userId, member.id))).toBe(0);
    expect(await testApp().db.$count(sessions, eq(sessions.subjectId, member.id))).toBe(0);
    expect((await auditsOf('staff.second_factor_reset_by_admin', member.id))[0]).toMatchObject({
      actorId: admin.id,
      details: { sessionsEnded: 1 },
    });
    const signIn = await postJson(
      testApp(),
      '/api/auth/staff/sign-in',
      { email: 'facteur@exemple.ca', password },
      { 'x-forwarded-for': '192.0.2.210' },
    );
    expect(await signIn.json()).toEqual({ secondFactor: 'setup' });
  });

  it('e-mails a member a password reset link (not a deactivated one)', async () => {
    const member = await staffMemberWithSession(testApp(), 'reception', { email: 'oubli@exemple.ca' });
    expect((await call('POST', `/members/${member.id}/password-reset`, admin.cookie)).status).toBe(200);
    const [mail] = await mailsTo(testApp(), 'oubli@exemple.ca');
    expect(mail?.text).toMatch(/https:\/\/clinique\.example\/admin\/reinitialiser#jeton=[\w-]{43}/);
    expect(await testApp().db.$count(verifications, eq(verifications.target, member.id))).toBe(1);
    expect(await auditsOf('staff.password_reset_sent', member.id)).toHaveLength(1);
    await testApp().db.update(staffUsers).set({ deactivatedAt: testApp().clock.now().toISOString() }).where(eq(staffUsers.id, member.id));
    await expectRefusal(await call('POST', `/members/${member.id}/password-reset`, admin.cookie), 409, teamMessages.memberDeactivated);
  });
});

describe('a deactivated member with a session still open', () => {
  const testApp = useTestApp();

  it('is refused with 401 AUTH_001 on the back-office and on the second-factor steps', async () => {
    const member = await staffMemberWithSession(testApp(), 'practitioner');
    const unverified = await createTestSession(testApp(), { subjectType: 'staff', subjectId: member.id });
    // Written straight to the row: whatever ended or did not end her sessions, the next request is refused.
    await testApp().db.update(staffUsers).set({ deactivatedAt: testApp().clock.now().toISOString() }).where(eq(staffUsers.id, member.id));
    const me = await testApp().app.request('/api/admin/me', { headers: { cookie: member.cookie } });
    expect(me.status).toBe(401);
    expect((await readJson<ApiErrorBody>(me)).error.code).toBe('AUTH_001');
    const factor = await testApp().app.request('/api/auth/second-factor', { headers: { cookie: unverified } });
    expect(factor.status).toBe(401);
    expect((await readJson<ApiErrorBody>(factor)).error.code).toBe('AUTH_001');
  });
});
