import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientErrorLogs, rateLimitBuckets } from '../db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

const validEntry = {
  id: 'err-1',
  timestamp: '2026-11-18T14:59:58.000Z',
  errorCode: 'NET_001',
  message: 'La connexion a échoué',
  severity: 'high',
  context: { route: '/reservation' },
};

describe('POST /api/telemetry/errors', () => {
  const testApp = useTestApp();

  const post = (body: string, headers: Record<string, string> = {}) =>
    testApp().app.request('/api/telemetry/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const storedCount = () => testApp().db.$count(clientErrorLogs);

  beforeEach(async () => {
    await testApp().db.delete(clientErrorLogs);
    await testApp().db.delete(rateLimitBuckets);
  });

  it('stores a valid entry and answers 202', async () => {
    const response = await post(JSON.stringify(validEntry), { 'user-agent': 'TestBrowser/1.0' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: true });
    const rows = await testApp().db.select().from(clientErrorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      errorId: 'err-1',
      errorCode: 'NET_001',
      message: 'La connexion a échoué',
      severity: 'high',
      context: { route: '/reservation' },
      userAgent: 'TestBrowser/1.0',
      createdAt: '2026-11-18T15:00:00.000Z',
    });
  });

  it('keeps the page without its query or fragment, and who was signed in: a staff role, « patient » or nobody', async () => {
    const { staffId, patientAccountId } = await seededAccounts(testApp());
    const staff = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const patient = await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId });
    const expired = await createTestSession(testApp(), {
      subjectType: 'staff',
      subjectId: staffId,
      expiresAt: new Date(testApp().clock.now().getTime() - 1000),
    });
    const reports = [
      { id: 'err-staff', page: '/admin/calendar?date=2026-11-18&token=abc123#jour', cookie: staff },
      { id: 'err-patient', page: 'https://clinique.example/portal/invoices?pay=1', cookie: patient },
      { id: 'err-visitor', page: '/booking#access_token=xyz' },
      { id: 'err-expired', page: '/admin/dashboard', cookie: expired },
      { id: 'err-nowhere' },
    ];
    for (const { id, page, cookie } of reports) {
      const response = await post(JSON.stringify({ ...validEntry, id, ...(page ? { page } : {}) }), cookie ? { cookie } : {});
      expect(response.status, id).toBe(202);
    }
    const rows = await testApp()
      .db.select({ errorId: clientErrorLogs.errorId, page: clientErrorLogs.page, role: clientErrorLogs.role })
      .from(clientErrorLogs);
    expect(rows).toEqual(
      expect.arrayContaining([
        { errorId: 'err-staff', page: '/admin/calendar', role: 'admin' },
        { errorId: 'err-patient', page: '/portal/invoices', role: 'patient' },
        { errorId: 'err-visitor', page: '/booking', role: null },
        { errorId: 'err-expired', page: '/admin/dashboard', role: null },
        { errorId: 'err-nowhere', page: null, role: null },
      ]),
    );
    expect(rows).toHaveLength(reports.length);
  });

  it('answers 400 VAL_003 to a body that is not JSON and stores nothing', async () => {
    const response = await post('{"id": "err-1", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VAL_003', message: 'Le contenu de la requête est illisible.' },
    });
    expect(await storedCount()).toBe(0);
  });

  it('answers 422 VAL_001 with a French message per wrong or missing field and stores nothing', async () => {
    const { errorCode: _missing, ...withoutCode } = validEntry;
    const response = await post(JSON.stringify({ ...withoutCode, id: 42, severity: 'fatal', timestamp: 'hier' }));
    expect(response.status).toBe(422);
    const { error } = await readJson<ApiErrorBody>(response);
    expect(error.code).toBe('VAL_001');
    expect(error.message).toBe('Certains champs sont invalides.');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['errorCode', 'id', 'severity', 'timestamp']);
    // The catalogue's sentences, never the validator's own words (« attendu », « reçu », English).
    for (const message of Object.values(error.fields ?? {})) {
      expect(message).not.toMatch(/\b(expected|received|invalid)\b|attendu|reçu/i);
    }
    expect(error.fields?.errorCode).toBe('Ce champ est obligatoire.');
    expect(error.fields?.severity).toBe('Choisissez une des valeurs proposées.');
    expect(await storedCount()).toBe(0);
  });

  it('answers 413 to a 100 kB body and stores nothing', async () => {
    const response = await post(JSON.stringify({ ...validEntry, stack: 'x'.repeat(100 * 1024) }));
    expect(response.status).toBe(413);
    expect((await readJson<ApiErrorBody>(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCount()).toBe(0);
  });

  it('answers 413 to an entry over its own 16 kB limit, below the global one', async () => {
    const response = await post(JSON.stringify({ ...validEntry, stack: 'x'.repeat(20 * 1024) }));
    expect(response.status).toBe(413);
    expect((await readJson<ApiErrorBody>(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCount()).toBe(0);
  });

  it('keeps a script in the message as plain text and never echoes it', async () => {
    const message = '<script>alert("x")</script> a échoué';
    const response = await post(JSON.stringify({ ...validEntry, message }));
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).not.toContain('<script>');
    const [row] = await testApp().db.select({ message: clientErrorLogs.message }).from(clientErrorLogs);
    expect(row?.message).toBe(message);
  });
});

describe('POST /api/telemetry/errors keeps only a bounded, redacted report', () => {
  const testApp = useTestApp();

  const post = (entry: unknown) =>
    testApp().app.request('/api/telemetry/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
    });
  const storedRow = async () => {
    const rows = await testApp().db.select().from(clientErrorLogs);
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  beforeEach(async () => {
    await testApp().db.delete(clientErrorLogs);
    await testApp().db.delete(rateLimitBuckets);
  });

  it('stores a 3,000-deep array cut to a few levels', async () => {
    let deep: unknown = 'fond';
    for (let level = 0; level < 3000; level += 1) deep = [deep];
    const response = await post({ ...validEntry, context: { route: '/booking', deep } });
    expect(response.status).toBe(202);
    const row = await storedRow();
    expect(row?.context).toEqual({ route: '/booking', deep: [['[…]']] });
  });

  it('stores at most a few kilobytes of context, whatever its width', async () => {
    const wide = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`k${index}`, Array.from({ length: 5 }, () => 'x'.repeat(9))]),
    );
    expect((await post({ ...validEntry, context: wide })).status).toBe(202);
    const row = await storedRow();
    expect(Object.keys(row?.context ?? {}).length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(row?.context).length).toBeLessThanOrEqual(4096);
  });

  it('stores passwords, tokens, card numbers, authorisation, cookies and e-mail addresses masked', async () => {
    const response = await post({
      ...validEntry,
      message: 'Paiement refusé pour marie@exemple.ca, carte 4111 1111 1111 1111, password=hunter2',
      stack: 'Error: refus\n    at GET /appointment/manage/Zm9vYmFyYmF6cXV4cXV1eA?access_token=abc123',
      context: {
        password: 'hunter2',
        headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', Cookie: 'clinic_session=abc' },
        note: 'cvv=123',
      },
    });
    expect(response.status).toBe(202);
    const row = await storedRow();
    expect(row?.message).toBe('Paiement refusé pour [courriel masqué], carte [carte masquée], password=[masqué]');
    expect(row?.stack).toBe('Error: refus\n    at GET /appointment/manage/[masqué]?access_token=[masqué]');
    expect(row?.context).toEqual({
      password: '[masqué]',
      headers: { Authorization: '[masqué]', Cookie: '[masqué]' },
      note: 'cvv=[masqué]',
    });
    const stored = JSON.stringify(row);
    for (const secret of ['hunter2', 'marie@exemple.ca', '4111', 'eyJhbGci', 'clinic_session=abc', 'Zm9vYmFy', 'abc123']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('stores markup in the context as text, and control characters replaced', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await post({ ...validEntry, message: 'Nom\u202Eexe.txt', context: { html } })).status).toBe(202);
    const row = await storedRow();
    expect(row?.context).toEqual({ html });
    expect(row?.message).toBe('Nom\uFFFDexe.txt');
  });

  it('keeps only the known fields', async () => {
    expect((await post({ ...validEntry, password: 'hunter2', extra: { a: 1 } })).status).toBe(202);
    expect(JSON.stringify(await storedRow())).not.toContain('hunter2');
  });
});

describe('POST /api/telemetry/errors rate limit', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });

  const post = (address: string) =>
    testApp().app.request('/api/telemetry/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(validEntry),
    });

  it('accepts 30 entries per client in 10 minutes, then answers 429 and stores no more', async () => {
    for (let index = 0; index < 30; index += 1) expect((await post('203.0.113.5')).status).toBe(202);
    const refused = await post('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await readJson<ApiErrorBody>(refused)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      },
    });
    expect(await testApp().db.$count(clientErrorLogs)).toBe(30);
    // Another browser is not held back by the first.
    expect((await post('203.0.113.6')).status).toBe(202);
  });
});
