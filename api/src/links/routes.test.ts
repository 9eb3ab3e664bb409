import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, serviceTypes } from '../db/schema';
import { useTestApp } from '../testing/test-app';

const notFoundMessage = 'Rendez-vous non trouvé ou lien invalide';

describe('GET /api/links/appointments/:token', () => {
  const testApp = useTestApp();

  it('refuses a malformed token with 422 and a French message for the field', async () => {
    const response = await testApp().app.request('/api/links/appointments/short%20token!');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'VAL_001',
        message: 'Certains champs sont invalides.',
        fields: { token: notFoundMessage },
      },
    });
  });

  it('answers 404 for a well-formed token that matches no appointment', async () => {
    const response = await testApp().app.request(`/api/links/appointments/${'A'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: notFoundMessage },
    });
  });

  it("shows a seeded appointment with its service's name and price", async () => {
    const [row] = await testApp()
      .db.select({
        token: appointments.confirmationToken,
        name: appointments.name,
        service: serviceTypes.name,
      })
      .from(appointments)
      .innerJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
      .where(eq(serviceTypes.name, 'Neuropédiatrie fonctionnelle'));
    const response = await testApp().app.request(`/api/links/appointments/${row!.token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Noah Roy',
      status: 'pending',
      scheduledTime: '16:00',
      serviceName: 'Neuropédiatrie fonctionnelle',
      priceCents: 12000,
    });
  });
});
