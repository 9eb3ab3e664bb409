import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { appointments, bookingHours, clinicSettings } from '../platform/db/schema';
import { useTestApp } from '../testing/test-app';

describe('the clinic profile served to the public site', () => {
  const testApp = useTestApp();
  const profile = async () => (await testApp().api.public.clinic.$get()).json();

  it('is computed once, then served after one read of the site version', async () => {
    await profile();
    const selects = vi.spyOn(testApp().db, 'select');
    try {
      expect((await profile()).clinicName).toBe('Clinique chiropratique Émilie Tremblay');
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it('shows a change made through another instance on the next request', async () => {
    await profile();
    const other = openDatabase({ url: testApp().deps.config.databaseUrl });
    try {
      await other.db.update(clinicSettings).set({ phone: '438 555-0199', bookingMode: 'automatic' });
      await other.db.update(bookingHours).set({ enabled: false });
      expect(await profile()).toMatchObject({ phone: '438 555-0199', agendaFull: true });
    } finally {
      other.close();
    }
  });

  it('shows a cancellation made elsewhere that frees a slot', async () => {
    const other = openDatabase({ url: testApp().deps.config.databaseUrl });
    try {
      await other.db.update(clinicSettings).set({ bookingMode: 'automatic' });
      await other.db.update(bookingHours).set({ enabled: false });
      expect((await profile()).agendaFull).toBe(true);
      // Any write to the appointments table counts, even one this profile would not show.
      await other.db.update(appointments).set({ notes: 'vu ailleurs' });
      await other.db.update(bookingHours).set({ enabled: true });
      expect((await profile()).agendaFull).toBe(false);
    } finally {
      other.close();
    }
  });
});
