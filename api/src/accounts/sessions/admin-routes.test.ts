import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, staffUsers } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

describe('staff sessions list', () => {
  const testApp = useTestApp();
  let staffId: string;
  let otherStaffId: string;

  beforeAll(async () => {
    staffId = (await seededAccounts(testApp())).staffId;
    const [other] = await testApp()
      .db.insert(staffUsers)
      .values({
        email: 'autre@clinique.example',
        fullName: 'Autre Membre',
        role: 'practitioner',
        passwordHash: 'x',
        ...createdTimestamp(testApp().clock),
      })
      .returning({ id: staffUsers.id });
    otherStaffId = other!.id;
  });

  const signedIn = (subjectId: string) => createTestSession(testApp(), { subjectType: 'staff', subjectId, secondFactorVerified: true });
  const list = async (cookie: string) => {
    const response = await testApp().api.admin.sessions.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()).sessions;
  };

  it("lists the member's own live sessions with an opaque id and the current one flagged", async () => {
    const laptop = await signedIn(staffId);
    const phone = await signedIn(staffId);
    await signedIn(otherStaffId);
    const expired = await createTestSession(testApp(), {
      subjectType: 'staff',
      subjectId: staffId,
      secondFactorVerified: true,
      expiresAt: new Date(testApp().clock.now().getTime() - 1000),
    });
    expect(expired).toBeDefined();
    const shown = await list(laptop);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.filter((session) => session.current)).toHaveLength(1);
    const rowIds = (await testApp().db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    for (const session of shown) {
      expect(session.id).toMatch(/^[\w-]{16}$/);
      expect(rowIds.some((rowId) => rowId.includes(session.id))).toBe(false);
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'id', 'lastSeenAt', 'userAgent']);
    }
    const fromPhone = await list(phone);
    expect(fromPhone.find((session) => session.current)!.id).not.toBe(shown.find((session) => session.current)!.id);
  });

  it('ends one of his own sessions, which then stops working, and records it', async () => {
    const laptop = await signedIn(staffId);
    const phone = await signedIn(staffId);
    const phoneId = (await list(phone)).find((session) => session.current)!.id;
    const response = await testApp().api.admin.sessions[':id'].$delete({ param: { id: phoneId } }, { headers: { cookie: laptop } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: true, current: false });
    expect((await testApp().api.admin.me.$get({}, { headers: { cookie: phone } })).status).toBe(401);
    expect((await list(laptop)).map((session) => session.id)).not.toContain(phoneId);
    const [event] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'session.ended'));
    expect(event).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'sessions', entityId: phoneId });
  });

  it("cannot end another member's session: 404, and it keeps working", async () => {
    const mine = await signedIn(staffId);
    const theirs = await signedIn(otherStaffId);
    const theirId = (await list(theirs)).find((session) => session.current)!.id;
    const response = await testApp().api.admin.sessions[':id'].$delete({ param: { id: theirId } }, { headers: { cookie: mine } });
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error.code).toBe('NOT_FOUND');
    expect((await testApp().api.admin.me.$get({}, { headers: { cookie: theirs } })).status).toBe(200);
    for (const id of ['inconnu', 'x'.repeat(300), "' or 1=1 --"]) {
      const refused = await testApp().app.request(`/api/admin/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { cookie: mine },
      });
      expect(refused.status).toBe(404);
    }
  });

  it('ending the current session signs this browser out', async () => {
    const cookie = await signedIn(staffId);
    const currentId = (await list(cookie)).find((session) => session.current)!.id;
    const response = await testApp().api.admin.sessions[':id'].$delete({ param: { id: currentId } }, { headers: { cookie } });
    expect(await response.json()).toEqual({ ended: true, current: true });
    expect(response.headers.getSetCookie().join()).toMatch(/clinic_session=;/);
    expect((await testApp().api.admin.sessions.$get({}, { headers: { cookie } })).status).toBe(401);
  });
});
