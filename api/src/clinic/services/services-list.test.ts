import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServices } from '../../demo/demo-clinic';
import { serviceTypes } from '../../platform/db/schema';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';

describe('GET /api/admin/services', () => {
  const testApp = useTestApp();
  let cookie: string;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  const list = async () => {
    const response = await testApp().api.admin.services.$get({}, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()).services;
  };

  it('lists every service in the clinic’s order with what staff need to book one', async () => {
    const services = await list();
    expect(services.map((service) => service.name)).toEqual(Object.values(demoServices).map((service) => service.name));
    const [initial] = services;
    expect(initial).toEqual({
      id: expect.any(String),
      name: 'Évaluation initiale',
      color: '#0f766e',
      durationMinutes: 60,
      priceCents: 9500,
      isActive: true,
      allowOnlineBooking: true,
      description: demoServices.initial.description,
      requiresDeposit: false,
      depositCents: 0,
      taxCode: 'exempt',
      visitKind: 'first_visit',
      displayOrder: 0,
    });
  });

  it('keeps the services withdrawn or not offered online, and says so', async () => {
    const [prenatal] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, demoServices.prenatal.name));
    const [neuro] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, demoServices.neuro.name));
    if (!prenatal || !neuro) throw new Error('demo services missing');
    await testApp().db.update(serviceTypes).set({ isActive: false }).where(eq(serviceTypes.id, prenatal.id));
    await testApp().db.update(serviceTypes).set({ allowOnlineBooking: false }).where(eq(serviceTypes.id, neuro.id));

    const services = await list();
    expect(services).toHaveLength(Object.keys(demoServices).length);
    expect(services.find((service) => service.id === prenatal.id)).toMatchObject({ isActive: false, allowOnlineBooking: true });
    expect(services.find((service) => service.id === neuro.id)).toMatchObject({
      isActive: true,
      allowOnlineBooking: false,
      priceCents: 12000,
    });
  });
});
