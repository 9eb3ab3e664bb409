// What the batch tests share: a staff session per role, appointments written straight into the
// agenda on chosen days, and JSON calls to the batch routes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { demoPractitioner, demoReception, demoStaff } from '../../demo/demo-clinic';
import { appointments, serviceTypes, staffUsers } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, type TestApp } from '../../testing/test-app';

const emails: Record<StaffRole, string> = { admin: demoStaff.email, practitioner: demoPractitioner.email, reception: demoReception.email };

export function batchKit(testApp: () => TestApp) {
  const cookies = new Map<StaffRole, string>();

  async function cookieOf(role: StaffRole): Promise<string> {
    const known = cookies.get(role);
    if (known) return known;
    const [staff] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, emails[role]));
    if (!staff) throw new Error(`no ${role} in the demo clinic`);
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staff.id, secondFactorVerified: true });
    cookies.set(role, cookie);
    return cookie;
  }

  /** A confirmed 30-minute appointment at `date` `time` (clinic-local), with an e-mail unless told otherwise. */
  async function book(date: string, time: string, options: { email?: string; status?: 'pending' | 'confirmed'; name?: string } = {}) {
    const [service] = await testApp().db.select({ id: serviceTypes.id }).from(serviceTypes).limit(1);
    const id = randomUUID();
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        name: options.name ?? `Patient ${time}`,
        email: options.email ?? `patient-${id.slice(0, 8)}@courriel.example`,
        phone: '514 555-0100',
        status: options.status ?? 'confirmed',
        scheduledDate: date,
        scheduledTime: time,
        durationMinutes: 30,
        serviceTypeId: service?.id ?? null,
        bookingSource: 'admin',
        ...timestamps(testApp().deps.clock),
      });
    return id;
  }

  async function call(role: StaffRole, method: 'GET' | 'POST', path: string, body?: unknown) {
    const cookie = await cookieOf(role);
    const response = await testApp().app.request(`/api/admin/automation${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the tests read each route's own shape
    return { status: response.status, body: (await response.json()) as any };
  }

  return {
    cookieOf,
    book,
    post: (role: StaffRole, path: string, body: unknown) => call(role, 'POST', path, body),
    get: (role: StaffRole, path: string) => call(role, 'GET', path),
  };
}
