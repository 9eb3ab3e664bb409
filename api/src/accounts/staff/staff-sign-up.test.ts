import { eq, isNotNull } from 'drizzle-orm';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords/password';
import { auditEvents, clinicSettings, staffInvitations, staffUsers } from '../../platform/db/schema';
import { demoSettings } from '../../demo/demo-clinic';
import { writeInvitation } from '../../testing/team-test-support';
import { useTestApp } from '../../testing/test-app';
import { invitationCode, postJson } from '../../testing/staff-test-support';

const strongPassword = 'Grenouille-Vélo-Orage-42';
const newcomer = { fullName: 'Julie Gagnon', email: 'Julie.Gagnon@Exemple.CA', password: strongPassword, invitationCode };
const invalidCode = { invitationCode: m.invalidInvitationCode };

describe('POST /api/auth/staff/sign-up', () => {
  const testApp = useTestApp({ config: { adminInvitationCode: invitationCode } });
  const signUp = (body: unknown) => postJson(testApp(), '/api/auth/staff/sign-up', body);
  // Each test starts past the previous one's per-address window (5 sign-ups an hour), with an
  // invitation for the newcomer as « Équipe » sends it.
  let invitation: { code: string; id: string };
  beforeEach(async () => {
    testApp().clock.advance({ hours: 1 });
    await testApp().db.delete(staffInvitations);
    invitation = await writeInvitation(testApp(), newcomer.email, 'reception');
  });
  const invited = () => ({ ...newcomer, invitationCode: invitation.code });

  async function expectRefusal(body: unknown, fields: Record<string, string>) {
    const before = await testApp().db.$count(staffUsers);
    const response = await signUp(body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
    expect(await testApp().db.$count(staffUsers)).toBe(before);
  }

  it('refuses a wrong invitation code, whatever else is right, and changes nothing', async () => {
    await expectRefusal({ ...newcomer, invitationCode: 'mauvais-code' }, { invitationCode: "Code d'invitation invalide" });
    await expectRefusal({ ...newcomer, invitationCode: `${invitationCode}x` }, { invitationCode: m.invalidInvitationCode });
  });

  it('asks for every field', async () => {
    await expectRefusal(
      {},
      { fullName: m.allFieldsRequired, email: m.allFieldsRequired, password: m.allFieldsRequired, invitationCode: m.allFieldsRequired },
    );
  });

  it('refuses the configured code once the clinic has an account, and creates nothing', async () => {
    await expectRefusal(newcomer, invalidCode);
  });

  it('refuses a short password and common or personal ones with a French reason', async () => {
    await expectRefusal({ ...invited(), password: 'Court-11car' }, { password: 'Le mot de passe doit contenir au moins 12 caractères' });
    await expectRefusal(
      { ...invited(), password: 'motdepasse123' },
      { password: 'Ce mot de passe est trop facile à deviner. Ajoutez quelques mots peu courants.' },
    );
    await expectRefusal({ ...invited(), password: 'password1234' }, { password: 'Ce mot de passe ressemble à un mot de passe courant.' });
    await expectRefusal({ ...invited(), password: 'azertyuiopqs' }, { password: 'Une rangée de touches du clavier se devine facilement.' });
    await expectRefusal(
      { ...invited(), password: 'julie.gagnon@exemple.ca' },
      { password: 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.' },
    );
  });

  it('creates the account with the role of the invitation and a scrypt hash, the address lower-cased, marks the invitation used, and audits it', async () => {
    const response = await signUp(invited());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ created: true });
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, 'julie.gagnon@exemple.ca'));
    expect(row?.role).toBe('reception');
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(strongPassword, row?.passwordHash ?? '')).toBe(true);
    const [used] = await testApp().db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(used).toMatchObject({ usedBy: row?.id, usedAt: testApp().clock.now().toISOString() });
    const audits = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.signed_up'));
    expect(audits.map((a) => [a.entityId, (a.details as { invitationId?: string }).invitationId])).toEqual([[row?.id, invitation.id]]);
    expect(JSON.stringify(audits)).not.toContain(strongPassword);
    expect(JSON.stringify(audits)).not.toContain(invitation.code);
    // The demo clinic already has its owner: a newcomer does not take it over.
    const [settings] = await testApp().db.select({ ownerId: clinicSettings.ownerId }).from(clinicSettings);
    expect(settings?.ownerId).not.toBe(row?.id);
  });

  it('refuses an address already used (any case) without creating a second account', async () => {
    await testApp().db.delete(staffInvitations);
    const again = await writeInvitation(testApp(), 'julie.gagnon@exemple.ca', 'admin');
    await expectRefusal({ ...newcomer, email: 'JULIE.GAGNON@exemple.ca', invitationCode: again.code }, { email: m.emailUnavailable });
  });

  it('takes an invitation code once: the second sign-up with it is refused', async () => {
    const other = { ...invited(), email: 'autre.personne@exemple.ca' };
    await testApp().db.update(staffInvitations).set({ email: 'autre.personne@exemple.ca' });
    expect((await signUp(other)).status).toBe(201);
    await expectRefusal({ ...other, fullName: 'Quelqu’un d’autre' }, invalidCode);
  });

  it('refuses an expired invitation, a revoked one and one sent to another address, the same way', async () => {
    await testApp().db.delete(staffInvitations);
    const expired = await writeInvitation(testApp(), 'expiree@exemple.ca', 'admin', { expiresInDays: -1 });
    await expectRefusal({ ...newcomer, email: 'expiree@exemple.ca', invitationCode: expired.code }, invalidCode);
    const revoked = await writeInvitation(testApp(), 'revoquee@exemple.ca', 'admin', { revoked: true });
    await expectRefusal({ ...newcomer, email: 'revoquee@exemple.ca', invitationCode: revoked.code }, invalidCode);
    const elsewhere = await writeInvitation(testApp(), 'destinataire@exemple.ca', 'admin');
    await expectRefusal({ ...newcomer, email: 'intruse@exemple.ca', invitationCode: elsewhere.code }, invalidCode);
    // The address matches whatever its case.
    expect((await signUp({ ...newcomer, email: 'Destinataire@Exemple.CA', invitationCode: elsewhere.code })).status).toBe(201);
  });

  it('makes one account when two sign-ups race on one code', async () => {
    await testApp().db.update(staffInvitations).set({ email: 'course@exemple.ca' });
    const [first, second] = await Promise.all([
      signUp({ ...invited(), email: 'course@exemple.ca' }),
      signUp({ ...invited(), fullName: 'Julie G.', email: 'COURSE@exemple.ca' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    expect(await testApp().db.$count(staffUsers, eq(staffUsers.email, 'course@exemple.ca'))).toBe(1);
    expect(await testApp().db.$count(staffInvitations, isNotNull(staffInvitations.usedAt))).toBe(1);
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp({ ...newcomer, invitationCode: 'x' })).status);
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(500);
  });
  it('stores the name without its markup (initials « JA », not « J< ») and keeps the password exactly as typed', async () => {
    // A password is a secret compared byte for byte: the markup rule never touches it.
    const password = 'Grenouille<b>Vélo</b>-Orage-42 ';
    const email = 'julie.assistante@exemple.ca';
    const { code } = await writeInvitation(testApp(), email, 'reception');
    const response = await signUp({ fullName: 'Julie <script>x</script>Assistante', email, password, invitationCode: code });
    expect(response.status).toBe(201);
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, email));
    expect(row?.fullName).toBe('Julie Assistante');
    expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(true);
  });

  it('refuses a name made only of markup as a blank one, and creates nothing', async () => {
    await expectRefusal({ ...invited(), fullName: '<img src=x onerror=alert(1)>' }, { fullName: m.allFieldsRequired });
  });
});

describe('the first staff account of a clinic', () => {
  // A clinic with its settings and no account yet: the configured code creates its owner, once.
  const testApp = useTestApp({ config: { adminInvitationCode: invitationCode }, database: 'migrated' });

  it('becomes the clinic owner, as an admin, and the configured code then fails', async () => {
    await testApp()
      .db.insert(clinicSettings)
      .values({ ...demoSettings, updatedAt: testApp().clock.now().toISOString() });
    const [first, racing] = await Promise.all([
      postJson(testApp(), '/api/auth/staff/sign-up', newcomer),
      postJson(testApp(), '/api/auth/staff/sign-up', { ...newcomer, email: 'rivale@exemple.ca' }),
    ]);
    // Two sign-ups racing on the empty clinic make one account.
    expect([first.status, racing.status].sort()).toEqual([201, 422]);
    const [row] = await testApp().db.select({ id: staffUsers.id, role: staffUsers.role }).from(staffUsers);
    expect(await testApp().db.$count(staffUsers)).toBe(1);
    expect(row?.role).toBe('admin');
    const [settings] = await testApp().db.select({ ownerId: clinicSettings.ownerId }).from(clinicSettings);
    expect(settings?.ownerId).toBe(row?.id);
    const again = await postJson(testApp(), '/api/auth/staff/sign-up', { ...newcomer, email: 'deuxieme@exemple.ca' });
    expect(((await again.json()) as { error: { fields: unknown } }).error.fields).toEqual(invalidCode);
  });
});
