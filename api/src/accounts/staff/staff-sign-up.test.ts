import { eq } from 'drizzle-orm';
import { staffAccountMessages as m } from 'shared-domain/staff-account';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords/password';
import { auditEvents, clinicSettings, staffUsers } from '../../platform/db/schema';
import { useTestApp } from '../../testing/test-app';
import { invitationCode, postJson } from '../../testing/staff-test-support';

const strongPassword = 'Grenouille-Vélo-Orage-42';
const newcomer = { fullName: 'Julie Gagnon', email: 'Julie.Gagnon@Exemple.CA', password: strongPassword, invitationCode };

describe('POST /api/auth/staff/sign-up', () => {
  const testApp = useTestApp({ config: { adminInvitationCode: invitationCode } });
  const signUp = (body: unknown) => postJson(testApp(), '/api/auth/staff/sign-up', body);
  // Each test starts past the previous one's per-address window (5 sign-ups an hour).
  beforeEach(() => testApp().clock.advance({ hours: 1 }));

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

  it('refuses a short password and common or personal ones with a French reason', async () => {
    await expectRefusal({ ...newcomer, password: 'Court-11car' }, { password: 'Le mot de passe doit contenir au moins 12 caractères' });
    await expectRefusal(
      { ...newcomer, password: 'motdepasse123' },
      { password: 'Ce mot de passe est trop facile à deviner. Ajoutez quelques mots peu courants.' },
    );
    await expectRefusal({ ...newcomer, password: 'password1234' }, { password: 'Ce mot de passe ressemble à un mot de passe courant.' });
    await expectRefusal({ ...newcomer, password: 'azertyuiopqs' }, { password: 'Une rangée de touches du clavier se devine facilement.' });
    await expectRefusal(
      { ...newcomer, password: 'julie.gagnon@exemple.ca' },
      { password: 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.' },
    );
  });

  it('creates an admin with a scrypt hash, the address lower-cased, and audits it', async () => {
    const response = await signUp(newcomer);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ created: true });
    const [row] = await testApp().db.select().from(staffUsers).where(eq(staffUsers.email, 'julie.gagnon@exemple.ca'));
    expect(row?.role).toBe('admin');
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(strongPassword, row?.passwordHash ?? '')).toBe(true);
    const audits = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.signed_up'));
    expect(audits.map((a) => a.entityId)).toEqual([row?.id]);
    expect(JSON.stringify(audits)).not.toContain(strongPassword);
    // The demo clinic already has its owner: a second admin does not take it over.
    const [settings] = await testApp().db.select({ ownerId: clinicSettings.ownerId }).from(clinicSettings);
    expect(settings?.ownerId).not.toBe(row?.id);
  });

  it('refuses an address already used (any case) without creating a second account', async () => {
    await expectRefusal({ ...newcomer, email: 'JULIE.GAGNON@exemple.ca' }, { email: m.emailUnavailable });
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp({ ...newcomer, invitationCode: 'x' })).status);
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(500);
  });
});

describe('the first staff account of a clinic', () => {
  const testApp = useTestApp({ config: { adminInvitationCode: invitationCode } });

  it('becomes the clinic owner when there is none', async () => {
    await testApp().db.update(clinicSettings).set({ ownerId: null });
    expect((await postJson(testApp(), '/api/auth/staff/sign-up', newcomer)).status).toBe(201);
    const [row] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, 'julie.gagnon@exemple.ca'));
    const [settings] = await testApp().db.select({ ownerId: clinicSettings.ownerId }).from(clinicSettings);
    expect(settings?.ownerId).toBe(row?.id);
  });
});
