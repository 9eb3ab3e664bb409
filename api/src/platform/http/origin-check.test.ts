import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../db/schema';
import { useTestApp } from '../../testing/test-app';
import { developmentOrigins } from './origin-check';

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

function post(app: ReturnType<ReturnType<typeof useTestApp>>['app'], origin: string) {
  return app.request('/api/telemetry/errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: entry,
  });
}

describe('origin check in development', () => {
  // PUBLIC_URL says localhost: the product opened at 127.0.0.1 or from a phone is the same server.
  const testApp = useTestApp({ config: { production: false, port: 3000, publicUrl: 'http://localhost:3000', corsOrigins: [] } });

  it('accepts the loopback addresses on the server port, by name and number', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect((await post(testApp().app, origin)).status, origin).toBe(202);
  });

  it("accepts this machine's own network addresses on the server port (a phone on the same network)", async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    if (!own) return; // a machine without a network: nothing more to try
    expect((await post(testApp().app, `http://${own.address}:3000`)).status).toBe(202);
  });

  it("still refuses another site, another port of this machine, https on the server's port, and stores nothing", async () => {
    const before = await testApp().db.$count(clientErrorLogs);
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:5173',
      'http://localhost:3001',
      'https://127.0.0.1:3000',
      'http://10.255.255.254:3000',
      'null',
    ]) {
      const response = await post(testApp().app, origin);
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'AUTH_004', message: 'Requête refusée : origine non autorisée.' } });
    }
    expect(await testApp().db.$count(clientErrorLogs)).toBe(before);
  });

  it('lists loopback and each interface address, IPv6 in brackets, without link-local addresses', () => {
    const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
      ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;
    expect(
      developmentOrigins(3000, {
        lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
        wlan0: [info('192.168.1.20', 'IPv4'), info('fe80::1c2:3', 'IPv6'), info('2001:db8::20', 'IPv6')],
      }),
    ).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
      'http://[2001:db8::20]:3000',
    ]);
  });
});

describe('origin check in production', () => {
  const testApp = useTestApp({ config: { production: true, port: 3000, publicUrl: 'https://clinique.example', corsOrigins: [] } });

  it("trusts only PUBLIC_URL's origin: loopback and the machine's addresses are refused as before", async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .filter((info) => info && info.family === 'IPv4')
      .map((info) => `http://${info!.address}:3000`);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', ...own])
      expect((await post(testApp().app, origin)).status, origin).toBe(403);
    expect(await testApp().db.$count(clientErrorLogs)).toBe(0);
    expect((await post(testApp().app, 'https://clinique.example')).status).toBe(202);
  });
});
