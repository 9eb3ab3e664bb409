import { describe, expect, it } from 'vitest';
import { silenceLogs, useTestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  describe('with the database up', () => {
    const testApp = useTestApp({ config: { version: '9.8.7' } });

    it('answers ok with the database status and the version', async () => {
      const response = await testApp().api.health.$get();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', version: '9.8.7' });
    });
  });

  describe('with the database unreachable', () => {
    const testApp = useTestApp();

    it('answers 503 with a French message and no internals', async () => {
      const restoreLogs = silenceLogs();
      try {
        testApp().client.close();
        const response = await testApp().app.request('/api/health');
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' },
        });
      } finally {
        restoreLogs();
      }
    });
  });
});
