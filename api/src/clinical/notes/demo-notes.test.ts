// The demo clinic's notes, read back through the history route as the back-office shows them.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededAccounts, useTestApp, createTestSession } from '../../testing/test-app';

describe('the demo clinic’s notes', () => {
  const testApp = useTestApp();
  let cookie: string;
  let patientId: string;

  beforeAll(async () => {
    const accounts = await seededAccounts(testApp());
    patientId = accounts.patientId;
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: accounts.staffId, secondFactorVerified: true });
  });

  it('shows the portal patient’s care: signed notes with pain going down, a correction, an error marked, the latest a draft', async () => {
    const response = await testApp().api.admin.patients[':id'].notes.$get({ param: { id: patientId } }, { headers: { cookie } });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { notes } = await response.json();
    expect(notes.length).toBeGreaterThan(5);
    expect(notes[0]!.status).toBe('draft');
    expect(notes.slice(1).every((note) => note.status === 'signed' && note.signedBy !== null)).toBe(true);
    const oldestFirst = [...notes].reverse();
    const pains = oldestFirst.map((note) => note.structured.pain.now ?? 0);
    expect(pains).toEqual([...pains].sort((a, b) => b - a));
    expect(pains[0]).toBeGreaterThan(pains.at(-1)!);
    const first = oldestFirst[0]!;
    expect(first.structured.technique).toBe('Diversifiée');
    expect(first.structured.spinalLevels).toEqual(['L4', 'L5', 'SI-G']);
    expect(first.structured.tests).toContainEqual({ name: 'Lasègue', kind: 'orthopaedic', result: 'negative', side: 'left' });
    expect(first.structured.part.pain).toBeTruthy();
    const addenda = notes.flatMap((note) => note.addenda);
    expect(addenda).toContainEqual(expect.objectContaining({ kind: 'correction', reason: expect.any(String), text: expect.any(String) }));
    expect(notes.filter((note) => note.enteredInError)).toHaveLength(1);
  });
});
