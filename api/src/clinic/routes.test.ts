import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinicSettings, serviceTypes } from '../db/schema';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import { readJson, useTestApp } from '../testing/test-app';

interface PublicService {
  name: string;
  priceCents: number;
  durationMinutes: number;
}

describe('public clinic routes', () => {
  const testApp = useTestApp();

  it('returns the seeded clinic profile with its seven days of opening hours', async () => {
    const response = await testApp().app.request('/api/public/clinic');
    expect(response.status).toBe(200);
    const profile = await readJson<ClinicProfile>(response);
    expect(profile).toMatchObject({
      clinicName: 'Clinique chiropratique Émilie Tremblay',
      phone: '514 555-0142',
      agendaFull: false,
      address: { city: 'Montréal', province: 'QC' },
    });
    expect(profile.openingHours).toHaveLength(7);
    expect(profile.openingHours[1]).toEqual({ weekday: 1, enabled: true, start: '08:00', end: '19:00' });
    expect(profile.openingHours[0]).toMatchObject({ weekday: 0, enabled: false });
  });

  it('says the agenda is full once the booking mode is set to full', async () => {
    await testApp().db.update(clinicSettings).set({ bookingMode: 'full' });
    try {
      const profile = await readJson<ClinicProfile>(await testApp().app.request('/api/public/clinic'));
      expect(profile.agendaFull).toBe(true);
    } finally {
      await testApp().db.update(clinicSettings).set({ bookingMode: 'open' });
    }
  });

  it('lists only the active services, in display order, with prices in cents', async () => {
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.name, 'Chiropratique pédiatrique'));
    const response = await testApp().app.request('/api/public/services');
    expect(response.status).toBe(200);
    const services = (await response.json()) as PublicService[];
    expect(services.map((service) => service.name)).toEqual([
      'Évaluation initiale',
      'Suivi chiropratique',
      'Chiropratique prénatale',
      'Neurologie fonctionnelle',
      'Neuropédiatrie fonctionnelle',
    ]);
    expect(services[0]).toMatchObject({ priceCents: 9500, durationMinutes: 60 });
    expect(services[1]).toMatchObject({ priceCents: 6500, durationMinutes: 30 });
  });

  it('follows the display order rather than the insertion order', async () => {
    await testApp().db.update(serviceTypes).set({ displayOrder: -1 }).where(eq(serviceTypes.name, 'Neurologie fonctionnelle'));
    const services = (await (await testApp().app.request('/api/public/services')).json()) as PublicService[];
    expect(services[0]?.name).toBe('Neurologie fonctionnelle');
  });
});
