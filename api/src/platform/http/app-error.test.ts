import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrors } from 'shared-domain/platform/errors';
import { createApi } from '../../app';
import { openDatabase } from '../db/client';
import { freePort } from '../../testing/free-port';
import { useTestApp } from '../../testing/test-app';
import { AppError } from './app-error';

const secretContext = {
  password: 'hunter2-secret',
  cardNumber: '4242424242424242',
  resetToken: 'tok-abcdefghijklmnopqrstuvwxyz',
};

describe('error envelope', () => {
  const testApp = useTestApp();
  let stderr: string[];

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  function captureStderr() {
    stderr = [];
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
  }

  it('answers an unknown /api path with a 404 JSON envelope', async () => {
    const response = await testApp().app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
    });
  });

  it('answers 503 DB_002 when a route cannot reach the database', async () => {
    captureStderr();
    const unreachable = openDatabase({ url: `ws://127.0.0.1:${await freePort()}` });
    try {
      const app = createApi({ ...testApp().deps, db: unreachable.db });
      const response = await app.request('/api/public/clinic');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' },
      });
    } finally {
      unreachable.close();
    }
  });

  describe('on an internal failure', () => {
    let response: Response;
    let body: string;

    beforeAll(async () => {
      captureStderr();
      await testApp().client.execute('drop table client_error_logs');
      response = await testApp().app.request('/api/telemetry/errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: 'err-internal',
          timestamp: '2026-11-18T14:59:58.000Z',
          errorCode: 'NET_001',
          message: 'Échec',
          severity: 'high',
          context: secretContext,
        }),
      });
      body = await response.text();
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    });

    it('answers 500 INTERNAL with a French message', () => {
      expect(response.status).toBe(500);
      expect(JSON.parse(body)).toEqual({
        error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' },
      });
    });

    it('shows no SQL, table name or stack to the client', () => {
      expect(body).not.toMatch(/insert|select|sqlite|client_error_logs|no such table|\bat \S+:\d+/i);
    });

    it('logs the cause without the values of the failed query', () => {
      const log = stderr.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('no such table');
      for (const value of Object.values(secretContext)) expect(log).not.toContain(value);
    });
  });
});

describe('AppError', () => {
  it('takes its status from the one table of codes', () => {
    expect(new AppError('RATE_LIMITED', 'Trop de tentatives.').status).toBe(429);
    expect(new AppError('AUTH_003', 'Second facteur requis.').status).toBe(403);
    for (const [code, { status }] of Object.entries(apiErrors)) {
      expect(new AppError(code as keyof typeof apiErrors, 'message').status).toBe(status);
    }
  });
});
