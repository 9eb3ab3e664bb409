import { describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../db/schema';
import { useTestApp } from '../../testing/test-app';

const entry = JSON.stringify({
  id: 'err-origin',
  timestamp: '2026-11-18T14:59:58.000Z',
  errorCode: 'NET_001',
  message: 'Échec',
  severity: 'low',
});

describe('origin check and CORS', () => {
  const testApp = useTestApp({
    config: { publicUrl: 'https://clinique.example', corsOrigins: ['https://shell.example'] },
  });

  const postFrom = (origin: string, url = '/api/telemetry/errors') =>
    testApp().app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: entry,
    });
  const preflightFrom = (origin: string) =>
    testApp().app.request('/api/telemetry/errors', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('refuses a write from another origin with 403 AUTH_004 and stores nothing', async () => {
    const response = await postFrom('https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'AUTH_004', message: 'Requête refusée : origine non autorisée.' },
    });
    expect(await testApp().db.$count(clientErrorLogs)).toBe(0);
  });

  it('refuses a write whose Origin matches a forged Host header', async () => {
    const response = await postFrom('http://evil.example', 'http://evil.example/api/telemetry/errors');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH_004' } });
    expect(await testApp().db.$count(clientErrorLogs)).toBe(0);
  });

  it('accepts a write from the public URL and a configured CORS origin, whatever the Host', async () => {
    expect((await postFrom('https://clinique.example')).status).toBe(202);
    expect((await postFrom('https://shell.example', 'http://other-host.example/api/telemetry/errors')).status).toBe(202);
    expect(await testApp().db.$count(clientErrorLogs)).toBe(2);
  });

  it('answers a preflight from a configured origin with the CORS headers', async () => {
    const response = await preflightFrom('https://shell.example');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shell.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives no CORS headers to another origin', async () => {
    const response = await preflightFrom('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
