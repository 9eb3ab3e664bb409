// The backup key's copy: « Surveillance du système » warns until an admin confirms a copy of the
// key in use is kept off the server, shows when and by whom once she has, and warns again when the
// key file is replaced by another key. The desk and the practitioner can neither confirm nor withdraw.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { MonitoringView } from 'shared-domain/automation/automation-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { type BackupKeyStatus, backupKeyText } from 'shared-domain/privacy/privacy-backups';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../../demo/demo-clinic';
import { auditEvents, backupKeyCopies } from '../../platform/db/schema';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { backupKeyFileName } from './backup-key';

describe('the backup key’s copy kept off the server', () => {
  const testApp = useTestApp();
  const cookies = { admin: '', practitioner: '', reception: '' };

  beforeAll(async () => {
    const adminId = (await seededAccounts(testApp())).staffId;
    cookies.admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: adminId, secondFactorVerified: true });
    cookies.practitioner = (await staffMemberWithSession(testApp(), 'practitioner')).cookie;
    cookies.reception = (await staffMemberWithSession(testApp(), 'reception')).cookie;
  });

  const keyFile = () => join(testApp().dataDir, backupKeyFileName);

  const keyStatus = async (): Promise<BackupKeyStatus> => {
    const response = await testApp().app.request('/api/admin/monitoring', { headers: { cookie: cookies.admin } });
    expect(response.status).toBe(200);
    return (await readJson<MonitoringView>(response)).backupKey;
  };

  const tick = (body: unknown, cookie = cookies.admin) =>
    testApp().app.request('/api/admin/privacy/backup-key/copy', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const auditRows = (action: 'backup_key.copy_confirmed' | 'backup_key.copy_withdrawn') =>
    testApp().db.select().from(auditEvents).where(eq(auditEvents.action, action));

  it('warns while no copy is confirmed, naming the key file and never its contents', async () => {
    const response = await testApp().app.request('/api/admin/monitoring', { headers: { cookie: cookies.admin } });
    const text = await response.text();
    const status = (JSON.parse(text) as MonitoringView).backupKey;
    expect(status).toMatchObject({ state: 'warning', source: 'file', location: keyFile(), copy: null });
    expect(status.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(text).not.toContain((await readFile(keyFile(), 'utf8')).trim());
  });

  it('is confirmed by the administration only: the desk and the practitioner are refused and change nothing', async () => {
    const { fingerprint } = await keyStatus();
    for (const cookie of [cookies.reception, cookies.practitioner]) {
      const response = await tick({ fingerprint, copied: true }, cookie);
      expect(response.status).toBe(403);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('AUTH_002');
    }
    expect(await testApp().db.select().from(backupKeyCopies)).toEqual([]);
    expect((await keyStatus()).state).toBe('warning');
  });

  it('refuses a malformed request in French and changes nothing', async () => {
    const response = await tick({ fingerprint: 'pas-une-empreinte', copied: true });
    expect(response.status).toBe(422);
    expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ fingerprint: 'Empreinte de clé invalide.' });
    expect((await keyStatus()).copy).toBeNull();
  });

  it('clears the warning once an admin ticks the box, with the date and her name, audited once', async () => {
    const { fingerprint } = await keyStatus();
    const confirmedAt = testApp().clock.now().toISOString();
    const response = await tick({ fingerprint, copied: true });
    expect(response.status).toBe(200);
    const answered = await readJson<BackupKeyStatus>(response);
    expect(answered).toMatchObject({ state: 'ok', fingerprint, copy: { confirmedAt, confirmedBy: demoStaff.fullName } });
    expect(await keyStatus()).toEqual(answered);
    // Ticked again later: the first confirmation stays, and is audited once.
    testApp().clock.advance({ minutes: 5 });
    expect((await readJson<BackupKeyStatus>(await tick({ fingerprint, copied: true }))).copy?.confirmedAt).toBe(confirmedAt);
    const audited = await auditRows('backup_key.copy_confirmed');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorType: 'staff', entity: 'backup_key_copies', details: { fingerprint } });
  });

  it('warns again when the key file is replaced by a new key, and refuses a confirmation for the old one', async () => {
    const old = await keyStatus();
    expect(old.state).toBe('ok');
    await writeFile(keyFile(), `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    const renewed = await keyStatus();
    expect(renewed).toMatchObject({ state: 'warning', copy: null });
    expect(renewed.fingerprint).not.toBe(old.fingerprint);
    // The page still showing the old key cannot confirm the new one.
    const stale = await tick({ fingerprint: old.fingerprint, copied: true });
    expect(stale.status).toBe(409);
    expect(await readJson<ApiErrorBody>(stale)).toMatchObject({ error: { code: 'PRIV_050', message: backupKeyText.keyChanged } });
    expect((await keyStatus()).state).toBe('warning');
  });

  it('warns again when the box is unticked, audited', async () => {
    const { fingerprint } = await keyStatus();
    expect((await readJson<BackupKeyStatus>(await tick({ fingerprint, copied: true }))).state).toBe('ok');
    const response = await tick({ fingerprint, copied: false });
    expect(response.status).toBe(200);
    expect(await readJson<BackupKeyStatus>(response)).toMatchObject({ state: 'warning', copy: null });
    expect(await auditRows('backup_key.copy_withdrawn')).toEqual([expect.objectContaining({ details: { fingerprint } })]);
  });
});
