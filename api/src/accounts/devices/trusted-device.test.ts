// Ten wrong passwords from anywhere used to lock an account for everyone, its owner
// included. A browser that has passed the second factor (staff) or signed in (patient) now has a
// device cookie, and sign-in from it counts against that device only.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, patientAccounts, staffUsers, verifications } from '../../platform/db/schema';
import { demoStaff } from '../../demo/demo-clinic';
import { hashPassword } from '../passwords/password';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../../testing/test-app';
import { sessionCookieOf } from '../../testing/post-as-new-client';
import { codeNow, postJson } from '../../testing/staff-test-support';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { outboxMails } from '../../testing/outbox';

const ownerAddress = '198.51.100.10';
/** The `name=value` of a cookie a response sets, if any. */
function cookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}
function setCookieLine(response: Response, name: string): string {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';
}
/** 100 wrong passwords from 10 addresses that are not the owner's (each within the per-address limit). */
// Each attack is 100 sign-ins through the whole stack (sqld included): on a busy machine that takes
// longer than the suite's 20 s default, which says nothing about the product.
vi.setConfig({ testTimeout: 120_000 });

async function attack(post: (body: unknown, headers: Record<string, string>) => Promise<Response>, email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    statuses.push(
      (await post({ email, password: `pirate-${i}-mauvais` }, { 'x-forwarded-for': `203.0.113.${Math.floor(i / 10) + 1}` })).status,
    );
  }
  return statuses;
}

/** 21 wrong passwords from the owner's own address, each for another account (no account's limit is reached). */
async function failFromOwnNetwork(signIn: (body: unknown) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++)
    statuses.push((await signIn({ email: `voisin-${i}@reseau.example`, password: `pirate-${i}-mauvais` })).status);
  return statuses;
}

// Each sign-in here is a deliberate key derivation, dozens per test: the limit catches a hang, not a loaded machine.
describe('staff sign-in from a trusted browser', { timeout: 300_000 }, () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  const signIn = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(testApp(), '/api/auth/staff/sign-in', body, { 'x-forwarded-for': ownerAddress, ...headers });
  const post = (path: string, body: unknown, cookie: string) =>
    postJson(testApp(), path, body, { cookie, 'x-forwarded-for': ownerAddress });
  const owner = { secret: '', device: '' };
  const noticesTo = (to: string) =>
    // Subjects are sealed at rest: filtered once opened.
    outboxMails(testApp(), eq(emailOutbox.to, to)).then((mails) =>
      mails.filter((mail) => mail.subject.includes('tentatives de connexion')),
    );
  beforeEach(() => testApp().clock.advance({ minutes: 16 }));

  it('gives the browser that passes the second factor a long-lived, httpOnly device cookie, stored hashed', async () => {
    const signedIn = await signIn({ email: demoStaff.email, password: testPasswords.staffPassword });
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn, 'clinic_staff_device')).toBeUndefined();
    const cookie = sessionCookieOf(signedIn);
    const { secret } = (await (await post('/api/auth/second-factor/setup', {}, cookie)).json()) as { secret: string };
    const verified = await post('/api/auth/second-factor/setup/verify', { code: await codeNow(testApp(), secret) }, cookie);
    expect(verified.status).toBe(200);
    const device = cookieOf(verified, 'clinic_staff_device');
    expect(device).toBeDefined();
    const line = setCookieLine(verified, 'clinic_staff_device');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\/api\/auth\/staff(;|$)/);
    expect(line).toMatch(/Max-Age=15552000/);
    const [{ id: staffId }] = (await testApp()
      .db.select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, demoStaff.email))) as [{ id: string }];
    const rows = await testApp().db.select().from(verifications).where(eq(verifications.type, 'staff_trusted_device'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: staffId });
    expect(JSON.stringify(rows)).not.toContain(device!.split('=')[1]);
    Object.assign(owner, { secret, device: device! });
  });

  it('lets the owner in from her browser while 100 failures from elsewhere keep everyone else out, and e-mails her once', async () => {
    const statuses = await attack((body, headers) => postJson(testApp(), '/api/auth/staff/sign-in', body, headers), demoStaff.email);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // A browser without the device cookie, even with the right password, waits like the attacker.
    const stranger = await signIn({ email: demoStaff.email, password: testPasswords.staffPassword }, { 'x-forwarded-for': '192.0.2.44' });
    expect(stranger.status).toBe(429);
    // The owner's browser is not.
    const mine = await signIn({ email: demoStaff.email, password: testPasswords.staffPassword }, { cookie: owner.device });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ secondFactor: 'verify' });
    await afterAnswersSettled();
    const notices = await noticesTo(demoStaff.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('Plusieurs tentatives de connexion ont échoué');
    expect(notices[0]!.text).toContain("votre compte de l'espace administration de la Clinique chiropratique Émilie Tremblay");
    expect(notices[0]!.text).toMatch(/\d{1,2} h \d{2}|\d{1,2}:\d{2}/);
    expect(notices[0]!.text).not.toMatch(/203\.0\.113|pirate-/);
  });

  it('counts wrong passwords from the trusted browser against that browser only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn({ email: demoStaff.email, password: `oups-${i}` }, { cookie: owner.device })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('lets the owner in from her browser while failures from her own network (same proxy) fill its per-address limit', async () => {
    const statuses = await failFromOwnNetwork(signIn);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    const stranger = await signIn({ email: demoStaff.email, password: testPasswords.staffPassword });
    expect(stranger.status).toBe(429);
    const mine = await signIn({ email: demoStaff.email, password: testPasswords.staffPassword }, { cookie: owner.device });
    expect(mine.status).toBe(200);
  });

  it("does not let one account's device cookie lift another account's limit, nor a forged cookie", async () => {
    const other = 'autre.membre@clinique.example';
    await testApp()
      .db.insert(staffUsers)
      .values({
        email: other,
        fullName: 'Autre Membre',
        role: 'practitioner',
        passwordHash: await hashPassword(testPasswords.staffPassword),
        createdAt: testApp().clock.now().toISOString(),
      });
    await attack((body, headers) => postJson(testApp(), '/api/auth/staff/sign-in', body, headers), other);
    for (const cookie of [owner.device, 'clinic_staff_device=forge-de-toutes-pieces', '']) {
      const response = await signIn({ email: other, password: testPasswords.staffPassword }, cookie ? { cookie } : {});
      expect(response.status).toBe(429);
    }
  });

  it('sends the notice once per window, and only to an existing account', async () => {
    await attack((body, headers) => postJson(testApp(), '/api/auth/staff/sign-in', body, headers), 'personne@inconnu.example');
    await afterAnswersSettled();
    expect(await noticesTo('personne@inconnu.example')).toHaveLength(0);
    const before = (await noticesTo(demoStaff.email)).length;
    await attack((body, headers) => postJson(testApp(), '/api/auth/staff/sign-in', body, headers), demoStaff.email);
    await afterAnswersSettled();
    expect(await noticesTo(demoStaff.email)).toHaveLength(before + 1);
  });
});

describe("trusted browsers forgotten when an administrator resets a member's second factor", () => {
  const testApp = useTestApp();

  it("deletes the member's device tokens with her factor and sessions, and no one else's", async () => {
    const [admin] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
    const [member] = await testApp()
      .db.insert(staffUsers)
      .values({
        email: 'membre.equipe@clinique.example',
        fullName: 'Membre Équipe',
        role: 'practitioner',
        passwordHash: await hashPassword(testPasswords.staffPassword),
        createdAt: testApp().clock.now().toISOString(),
      })
      .returning({ id: staffUsers.id });
    const device = (target: string, tokenHash: string) => ({
      type: 'staff_trusted_device',
      target,
      tokenHash,
      expiresAt: '2027-05-01T00:00:00.000Z',
      createdAt: testApp().clock.now().toISOString(),
    });
    await testApp()
      .db.insert(verifications)
      .values([device(member!.id, 'hash-du-membre'), device(admin!.id, 'hash-de-l-admin')]);
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: admin!.id, secondFactorVerified: true });
    const reset = await postJson(testApp(), `/api/admin/team/members/${member!.id}/second-factor-reset`, {}, { cookie });
    expect(reset.status).toBe(200);
    const left = await testApp()
      .db.select({ target: verifications.target })
      .from(verifications)
      .where(eq(verifications.type, 'staff_trusted_device'));
    expect(left.map((row) => row.target)).toEqual([admin!.id]);
  });
});

describe('patient sign-in from a browser that signed in before', { timeout: 300_000 }, () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  const camille = 'camille.gagnon@courriel.example';
  const signIn = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(testApp(), '/api/auth/patient/sign-in', body, { 'x-forwarded-for': ownerAddress, ...headers });
  let device = '';
  beforeEach(() => testApp().clock.advance({ minutes: 16 }));

  it('gives a browser that signed in a device cookie, then lets it in during an attack; others get 429; one e-mail', async () => {
    await testApp()
      .db.update(patientAccounts)
      .set({ passwordHash: await hashPassword(testPasswords.patientPassword) })
      .where(eq(patientAccounts.email, camille));
    const first = await signIn({ email: camille, password: testPasswords.patientPassword });
    expect(first.status).toBe(200);
    device = cookieOf(first, 'clinic_patient_device') ?? '';
    expect(device).not.toBe('');
    const line = setCookieLine(first, 'clinic_patient_device');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\/api\/auth\/patient(;|$)/);
    const { patientAccountId } = await seededAccounts(testApp());
    const [row] = await testApp().db.select().from(verifications).where(eq(verifications.type, 'patient_trusted_device'));
    expect(row?.target).toBe(patientAccountId);

    testApp().clock.advance({ minutes: 16 });
    const statuses = await attack((body, headers) => postJson(testApp(), '/api/auth/patient/sign-in', body, headers), camille);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await signIn({ email: camille, password: testPasswords.patientPassword }, { 'x-forwarded-for': '192.0.2.45' })).status).toBe(
      429,
    );
    const mine = await signIn({ email: camille, password: testPasswords.patientPassword }, { cookie: device });
    expect(mine.status).toBe(200);
    // Each sign-in trusts the browser again with a new token.
    device = cookieOf(mine, 'clinic_patient_device') ?? '';
    await afterAnswersSettled();
    // Subjects are sealed at rest: filtered once opened.
    const notices = (await outboxMails(testApp(), eq(emailOutbox.to, camille))).filter((mail) =>
      mail.subject.includes('tentatives de connexion'),
    );
    expect(notices).toHaveLength(1);
  });

  it('lets her in from that browser while failures from her own network (same proxy) fill its per-address limit', async () => {
    const statuses = await failFromOwnNetwork(signIn);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect((await signIn({ email: camille, password: testPasswords.patientPassword })).status).toBe(429);
    expect((await signIn({ email: camille, password: testPasswords.patientPassword }, { cookie: device })).status).toBe(200);
  });
});
