// Test support for the waitlist and rebooking pages: one page in a fresh query cache (no retry),
// its API answered by a stubbed `fetch` (session/stub-api's `answerApi`). The pages use no route
// of their own, so no router is needed. Undo with `vi.unstubAllGlobals()`. Imported by tests only.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { vi } from 'vitest';
import type { StubApi } from '../../back-office/session/stub-api';

export function renderAdminPage(page: ReactElement, api: StubApi) {
  vi.stubGlobal('fetch', vi.fn(api));
  const client = createQueryClient({ retry: false });
  render(<QueryProvider client={client}>{page}</QueryProvider>);
  return client;
}

/** The services as GET /api/admin/services lists them, and one withdrawn (never offered). */
export const testServices = [
  {
    id: 'svc-adulte',
    name: 'Ajustement adulte',
    color: '#2f6f62',
    durationMinutes: 30,
    priceCents: 8500,
    isActive: true,
    allowOnlineBooking: true,
  },
  {
    id: 'svc-bebe',
    name: 'Suivi bébé',
    color: '#c2693e',
    durationMinutes: 45,
    priceCents: 9500,
    isActive: true,
    allowOnlineBooking: false,
  },
  {
    id: 'svc-retire',
    name: 'Massothérapie',
    color: null,
    durationMinutes: 60,
    priceCents: 9000,
    isActive: false,
    allowOnlineBooking: false,
  },
];

export const servicesList = (services: readonly unknown[] = testServices) => ({ services });

/** Two open days of free and taken slots, as GET /api/admin/availability answers. */
export const testDays = [
  {
    date: '2026-12-01',
    slots: [
      { time: '09:00', available: true },
      { time: '09:30', available: false },
      { time: '10:00', available: true },
    ],
  },
  { date: '2026-12-02', slots: [{ time: '14:00', available: true }] },
];
