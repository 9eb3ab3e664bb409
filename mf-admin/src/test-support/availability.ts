// Two open days of free and taken slots, as `GET /api/admin/availability` answers. Tests only.
import type { AdminAnswer } from './admin-stub-api';

export const testDays: AdminAnswer<'GET /api/admin/availability'>['days'] = [
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
