// The public site's typed fetch stub: records the calls, answers an unlisted route 404, and
// (checked by the type-check, through `@ts-expect-error`) refuses a fixture that is not what the
// API answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyRefusal, json, type PublicStubRoutes, stubApi } from './public-stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubApi', () => {
  it('answers each route by its handler, which reads the request, and records every call', async () => {
    const stub = stubApi({
      'POST /api/public/waitlist': ({ body }) => json(201, { position: (body as { position: number }).position }),
    });
    const answer = await fetch('http://localhost/api/public/waitlist', { method: 'POST', body: JSON.stringify({ position: 3 }) });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ position: 3 });
    expect(stub.callsTo('POST /api/public/waitlist').map((call) => call.body)).toEqual([{ position: 3 }]);
  });

  it('answers 404 in the API’s envelope to a route it was not given, and still records it', async () => {
    const stub = stubApi({ 'GET /api/public/clinic': () => emptyRefusal(503) });
    const answer = await fetch('http://localhost/api/public/services?actifs=1');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
    expect(stub.calls.map((call) => [call.method, call.path, call.query.get('actifs')])).toEqual([['GET', '/api/public/services', '1']]);
  });

  it('types each answer by its route (the type-check fails if these stop being errors)', () => {
    const drifted: PublicStubRoutes[] = [
      // @ts-expect-error: `full` and `newPatientsBookOnline` are missing.
      { 'GET /api/public/booking/services': () => json(200, { enabled: true, services: [] }) },
      // @ts-expect-error: a route the API does not have.
      { 'GET /api/public/nothing-here': () => json(200, {}) },
      // @ts-expect-error: a plain Response is not typed: an answer is `json(…)` or `refusal(…)`.
      { 'GET /api/public/clinic': () => new Response('{}') },
    ];
    expect(drifted).toHaveLength(3);
  });
});
