// The portal's typed fetch stub: answers in turn, refuses an unexpected route, and (checked by the
// type-check, through `@ts-expect-error`) refuses a fixture that is not what the API answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PortalStubRoutes, refusal, stubApi, unreachable } from './portal-test-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const balance = { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] };

describe('stubApi', () => {
  it('answers a route with its answers in turn, the last one repeating, and records what was sent', async () => {
    const api = stubApi({ 'POST /api/portal/payments': [unreachable, refusal(409, 'BILL_001', 'Déjà payée.')] });
    const pay = () => fetch('http://localhost/api/portal/payments', { method: 'POST', body: JSON.stringify({ amountCents: 100 }) });
    await expect(pay()).rejects.toThrow('Failed to fetch');
    expect((await pay()).status).toBe(409);
    expect(((await (await pay()).json()) as { error: { message: string } }).error.message).toBe('Déjà payée.');
    expect(api.to('POST /api/portal/payments').map((request) => request.body)).toEqual([
      { amountCents: 100 },
      { amountCents: 100 },
      { amountCents: 100 },
    ]);
  });

  it('fails the request to a route it was not given', async () => {
    stubApi({ 'GET /api/portal/balance': json(200, balance) });
    await expect(fetch('http://localhost/api/portal/me')).rejects.toThrow('No answer stubbed for GET /api/portal/me');
  });

  it('takes a path with its ids written out for a route declared with a parameter', async () => {
    stubApi({ 'POST /api/portal/appointments/a-1/presence': json(200, { presenceConfirmed: true }) });
    expect(await (await fetch('http://localhost/api/portal/appointments/a-1/presence', { method: 'POST' })).json()).toEqual({
      presenceConfirmed: true,
    });
  });

  it('types each answer by its route (the type-check fails if these stop being errors)', () => {
    const drifted: PortalStubRoutes[] = [
      // @ts-expect-error: the balance's `creditCents` is missing.
      { 'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, invoices: [] }) },
      // @ts-expect-error: a status the API does not have.
      { 'GET /api/portal/transactions': json(200, { transactions: [{ ...transaction, status: 'lost' }], nextCursor: null }) },
      // @ts-expect-error: a route the API does not have.
      { 'GET /api/portal/nothing-here': json(200, {}) },
      // @ts-expect-error: a plain Response is not typed: an answer is `json(…)` or `refusal(…)`.
      { 'GET /api/portal/me': new Response('{}') },
    ];
    expect(drifted).toHaveLength(4);
  });
});

const transaction = {
  id: 't1',
  createdAt: '2026-11-18T15:00:00.000Z',
  description: 'Ajustement chiropratique',
  amountCents: 8500,
  statusLabel: 'Complété',
  invoices: [],
};
