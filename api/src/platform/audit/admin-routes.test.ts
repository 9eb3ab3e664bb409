import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, staffUsers } from '../db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

describe('GET /api/admin/audit-events', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    await testApp().db.delete(auditEvents);
    // Seven events, five of them in the same instant, so pages must break ties.
    const instants = ['2026-11-18T14:00:00.000Z', ...Array(5).fill('2026-11-18T14:30:00.000Z'), '2026-11-18T14:45:00.000Z'];
    await testApp()
      .db.insert(auditEvents)
      .values(
        instants.map((createdAt, i) => ({
          actorType: 'staff' as const,
          action: 'patient_record.viewed',
          entity: 'patients',
          entityId: `event_${i}`,
          createdAt,
        })),
      );
  });

  const page = (query: { before?: string; limit?: string }) => testApp().api.admin['audit-events'].$get({ query }, { headers: { cookie } });

  it('reads every event once, newest first, page by page', async () => {
    const seen: { entityId: string | null; createdAt: string }[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const response = await page({ limit: '2', ...(before ? { before } : {}) });
      expect(response.status).toBe(200);
      const body = await response.json();
      seen.push(...body.events);
      before = body.nextBefore ?? undefined;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((event) => event.entityId)).size).toBe(7);
    expect(seen[0]!.entityId).toBe('event_6');
    expect(seen.at(-1)!.entityId).toBe('event_0');
    const instants = seen.map((event) => event.createdAt);
    expect([...instants].sort().reverse()).toEqual(instants);
  });

  it('refuses a bad limit or cursor with a French 422', async () => {
    for (const query of [
      { limit: '0' },
      { limit: '101' },
      { limit: 'beaucoup' },
      { before: 'pas-un-curseur' },
      { before: 'x'.repeat(500) },
    ]) {
      const response = await page(query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('VAL_001');
    }
  });

  it('offers no way to change or remove the trail', async () => {
    const total = await testApp().db.$count(auditEvents);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/admin/audit-events', '/api/admin/audit-events/quelconque']) {
        const response = await testApp().app.request(path, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : '{}',
        });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    expect(await testApp().db.$count(auditEvents)).toBe(total);
  });

  it("names a staff actor from the account, and no one else's", async () => {
    const [staff] = await testApp().db.select({ fullName: staffUsers.fullName }).from(staffUsers).where(eq(staffUsers.id, staffId));
    const viewed = (entityId: string) => ({ action: 'patient_record.viewed', entity: 'patients', entityId });
    // Newer than the seven above, so they are the first page; a patient given the staff member's id
    // must not borrow the name.
    await testApp()
      .db.insert(auditEvents)
      .values([
        { actorType: 'staff', actorId: staffId, ...viewed('by_staff'), createdAt: '2026-11-18T16:00:00.000Z' },
        { actorType: 'patient', actorId: staffId, ...viewed('by_patient'), createdAt: '2026-11-18T16:01:00.000Z' },
        { actorType: 'public', ...viewed('by_visitor'), createdAt: '2026-11-18T16:02:00.000Z' },
        { actorType: 'staff', actorId: 'compte-supprime', ...viewed('by_gone'), createdAt: '2026-11-18T16:03:00.000Z' },
      ]);
    const response = await page({ limit: '4' });
    const names = Object.fromEntries((await response.json()).events.map((event) => [event.entityId, event.actorName]));
    expect(names).toEqual({ by_gone: null, by_visitor: null, by_patient: null, by_staff: staff!.fullName });
  });
});
