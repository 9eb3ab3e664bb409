import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, silenceLogs, type TestApp } from '../testing/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp | undefined;
  let restoreLogs: (() => void) | undefined;

  afterEach(async () => {
    restoreLogs?.();
    await testApp?.cleanup();
  });

  it('answers ok with the database status and the version', async () => {
    testApp = await createTestApp({ config: { version: '9.8.7' } });
    const response = await testApp.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', version: '9.8.7' });
  });

  it('answers 503 with a French message and no internals when the database is unreachable', async () => {
    restoreLogs = silenceLogs();
    testApp = await createTestApp();
    testApp.client.close();
    const response = await testApp.app.request('/api/health');
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({
      error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' },
    });
  });
});
