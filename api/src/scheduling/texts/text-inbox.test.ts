// « Textos reçus »: the desk sees each odd reply with its patient and visit and marks it handled
// (audited, once); the words are health text, read by the care roles only.
import { eq, isNotNull } from 'drizzle-orm';
import type { DeskTextReply } from 'shared-domain/automation/automation-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, textReplies } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

describe('« Textos reçus »', () => {
  const testApp = useTestApp();
  let visit: { id: string; patientId: string | null; scheduledDate: string | null; scheduledTime: string | null };

  beforeAll(async () => {
    await testApp().db.delete(textReplies);
    const [row] = await testApp()
      .db.select({
        id: appointments.id,
        patientId: appointments.patientId,
        scheduledDate: appointments.scheduledDate,
        scheduledTime: appointments.scheduledTime,
      })
      .from(appointments)
      .where(isNotNull(appointments.patientId))
      .limit(1);
    if (!row?.patientId) throw new Error('no demo visit');
    visit = row;
    const reply = { from: '+15145550101', patientId: row.patientId, receivedAt: testNow };
    await testApp()
      .db.insert(textReplies)
      .values([
        { id: 'r1', messageSid: 'SMa', body: 'Je serai 10 minutes en retard', appointmentId: row.id, outcome: 'to_read', ...reply },
        { id: 'r2', messageSid: 'SMb', body: 'Oui', appointmentId: row.id, outcome: 'confirmed', ...reply },
      ]);
  });

  const inbox = async (cookie: string) => {
    const response = await testApp().app.request('/api/admin/text-replies', { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await readJson<{ configured: boolean; replies: DeskTextReply[] }>(response)).replies;
  };

  it('gives the practitioner the words, the desk only that there are some, with the patient and the visit', async () => {
    const practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    expect(await inbox(practitioner.cookie)).toMatchObject([
      {
        id: 'r1',
        patientId: visit.patientId,
        body: 'Je serai 10 minutes en retard',
        bodyOnFile: true,
        visit: { appointmentId: visit.id, date: visit.scheduledDate, time: visit.scheduledTime },
      },
    ]);
    const reception = await staffMemberWithSession(testApp(), 'reception');
    const seen = await inbox(reception.cookie);
    expect(seen).toMatchObject([{ id: 'r1', body: null, bodyOnFile: true, from: '+15145550101' }]);
    expect(JSON.stringify(seen)).not.toContain('retard');
  });

  it('lets the desk mark a reply handled, once, audited with its patient', async () => {
    const reception = await staffMemberWithSession(testApp(), 'reception');
    const handled = () =>
      testApp().app.request('/api/admin/text-replies/r1/handled', { method: 'POST', headers: { cookie: reception.cookie } });
    expect((await handled()).status).toBe(200);
    expect((await handled()).status).toBe(404);
    expect(await inbox(reception.cookie)).toEqual([]);
    const [row] = await testApp().db.select().from(textReplies).where(eq(textReplies.id, 'r1'));
    expect(row).toMatchObject({ readBy: reception.id });
    expect(await auditEventsOf(testApp().db, 'text_reply.handled', 'r1')).toMatchObject([
      { actorId: reception.id, details: { replyId: 'r1', patientId: visit.patientId } },
    ]);
  });
});
