// What the team and sign-up tests share: an invitation written as « Équipe » writes it (only the
// code's hash kept), and a signed-in staff member of a given role with a verified second factor.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { hashPassword } from '../accounts/passwords/password';
import { emailOutbox, staffInvitations, staffUsers } from '../platform/db/schema';
import { hashToken, mintToken } from '../platform/tokens/tokens';
import { createTestSession, type TestApp } from './test-app';
import { demoStaff } from '../demo/demo-clinic';
import { outboxMails } from './outbox';

const day = 86_400_000;

/** A pending invitation for `email` (7 days), or expired/revoked/used as asked; returns its clear code and id. */
export async function writeInvitation(
  testApp: TestApp,
  email: string,
  role: StaffRole,
  options: { expiresInDays?: number; revoked?: boolean } = {},
): Promise<{ code: string; id: string }> {
  const [admin] = await testApp.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
  if (!admin) throw new Error('no demo admin');
  const now = testApp.clock.now();
  const code = mintToken('link');
  const id = randomUUID();
  await testApp.db.insert(staffInvitations).values({
    id,
    email: email.toLowerCase(),
    role,
    codeHash: hashToken(code),
    invitedBy: admin.id,
    expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 7) * day).toISOString(),
    createdAt: now.toISOString(),
    ...(options.revoked ? { revokedAt: now.toISOString(), revokedBy: admin.id } : {}),
  });
  return { code, id };
}

/** The demo admin's id. */
export async function demoAdminId(testApp: TestApp): Promise<string> {
  const [admin] = await testApp.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
  if (!admin) throw new Error('no demo admin');
  return admin.id;
}

let counter = 0;

/** A new staff member of `role` with a verified session: her id and the `Cookie` header. */
export async function staffMemberWithSession(testApp: TestApp, role: StaffRole, fields: { fullName?: string; email?: string } = {}) {
  counter += 1;
  const id = randomUUID();
  await testApp.db.insert(staffUsers).values({
    id,
    email: fields.email ?? `membre.${counter}.${role}@clinique.example`,
    fullName: fields.fullName ?? `Membre ${counter}`,
    role,
    passwordHash: await hashPassword('Grenouille-Vélo-Orage-42'),
    createdAt: testApp.clock.now().toISOString(),
  });
  const cookie = await createTestSession(testApp, { subjectType: 'staff', subjectId: id, secondFactorVerified: true });
  return { id, cookie };
}

/** The e-mails queued for `to`, oldest first (subject and text), opened with the instance's key. */
export async function mailsTo(testApp: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await outboxMails(testApp, eq(emailOutbox.to, to));
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(({ subject, text }) => ({ subject, text }));
}
