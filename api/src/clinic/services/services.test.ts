// « Paramètres › Services »: create, edit, reorder, (de)activate — audited with the values
// before and after, refused in French with nothing changed, admin only — and what the public site
// and online booking then offer.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { sandboxCards } from 'shared-domain/billing/card';
import { catalogueMessages } from 'shared-domain/clinic/clinic-catalogue';
import { type ApiErrorBody, errorMessages } from 'shared-domain/platform/errors';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServices } from '../../demo/demo-clinic';
import { appointments, auditEvents, serviceTypes } from '../../platform/db/schema';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { publicBooking } from '../../testing/public-booking';

// As the settings form sends it once parsed (cents, minutes, booleans).
const massage = {
  name: 'Massothérapie',
  description: 'Massage thérapeutique suédois, reçu pour assurances.',
  price: 8500,
  durationMinutes: 50,
  visitKind: 'follow_up',
  taxCode: 'exempt',
  color: '#15803d',
  allowOnlineBooking: true,
  requiresDeposit: true,
  depositAmount: 2000,
} as const;

describe('the services of « Paramètres »', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let admin: { id: string; cookie: string };

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    testApp().app.request(`/api/admin/services${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const rows = () => testApp().db.select().from(serviceTypes).orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name));
  const idOf = async (name: string) => (await rows()).find((row) => row.name === name)?.id ?? '';
  const create = async (body: Record<string, unknown>) => {
    const response = await call('POST', '', admin.cookie, body);
    expect(response.status).toBe(201);
    return (await readJson<{ service: { id: string } & Record<string, unknown> }>(response)).service;
  };
  const expectRefusal = async (response: Response, status: number, fields?: Record<string, string>) => {
    expect(response.status).toBe(status);
    const { error } = await readJson<ApiErrorBody>(response);
    if (fields) expect(error.fields).toEqual(fields);
    // The API's French message for the refusal, never a stack trace or zod's English.
    const messages: Record<number, string> = {
      400: errorMessages.malformedBody,
      404: catalogueMessages.serviceNotFound,
      422: errorMessages.validation,
    };
    expect(error.message).toBe(messages[status]);
  };

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
  });

  it('creates an active service at the end of the list, from the form’s dollars and minutes, audited with every value', async () => {
    const service = await create({ ...massage, name: 'Massothérapie 50 min', price: '85,00', durationMinutes: '50', depositAmount: '20' });
    expect(service).toEqual({
      id: expect.any(String),
      name: 'Massothérapie 50 min',
      description: massage.description,
      priceCents: 8500,
      durationMinutes: 50,
      color: '#15803d',
      isActive: true,
      allowOnlineBooking: true,
      requiresDeposit: true,
      depositCents: 2000,
      taxCode: 'exempt',
      visitKind: 'follow_up',
      displayOrder: Object.keys(demoServices).length,
    });
    expect((await rows()).at(-1)?.id).toBe(service.id);
    const [audit] = await auditEventsOf(testApp().db, 'service.created', service.id);
    expect(audit).toMatchObject({ actorType: 'staff', actorId: admin.id, entity: 'service_types' });
    expect(audit?.details).toEqual({
      changes: expect.objectContaining({
        name: { before: null, after: 'Massothérapie 50 min' },
        price: { before: null, after: 8500 },
        depositAmount: { before: null, after: 2000 },
        isActive: { before: null, after: true },
      }),
    });
  });

  it('edits only what changed and audits each changed value before and after; nothing when nothing changed', async () => {
    const { id } = await create({ ...massage, name: 'Massothérapie 30 min' });
    const response = await call('PATCH', `/${id}`, admin.cookie, {
      ...massage,
      name: 'Massothérapie 30 min',
      price: '90',
      color: '#7e22ce',
    });
    expect(response.status).toBe(200);
    expect((await readJson<{ service: Record<string, unknown> }>(response)).service).toMatchObject({ priceCents: 9000, color: '#7e22ce' });
    const [audit] = await auditEventsOf(testApp().db, 'service.updated', id);
    expect(audit?.details).toEqual({
      changes: { price: { before: 8500, after: 9000 }, color: { before: '#15803d', after: '#7e22ce' } },
    });

    expect((await call('PATCH', `/${id}`, admin.cookie, { price: 9000 })).status).toBe(200);
    expect(await auditEventsOf(testApp().db, 'service.updated', id)).toHaveLength(1);
  });

  it('drops the deposit amount when the deposit is no longer asked', async () => {
    const { id } = await create({ ...massage, name: 'Massothérapie sans dépôt' });
    await call('PATCH', `/${id}`, admin.cookie, { requiresDeposit: false });
    const [row] = await testApp().db.select().from(serviceTypes).where(eq(serviceTypes.id, id));
    expect(row).toMatchObject({ requiresDeposit: false, depositAmount: 0 });
  });

  it('deactivates and reactivates, never deletes, each audited as such', async () => {
    const id = await idOf(demoServices.prenatal.name);
    const off = await call('PATCH', `/${id}`, admin.cookie, { isActive: false });
    expect(off.status).toBe(200);
    expect((await rows()).find((row) => row.id === id)).toMatchObject({ isActive: false });
    const [deactivated] = await auditEventsOf(testApp().db, 'service.deactivated', id);
    expect(deactivated?.details).toEqual({ changes: { isActive: { before: true, after: false } } });

    expect((await call('PATCH', `/${id}`, admin.cookie, { isActive: true })).status).toBe(200);
    expect(await auditEventsOf(testApp().db, 'service.reactivated', id)).toHaveLength(1);
    // There is no delete route: appointments refer to their service.
    expect((await call('DELETE', `/${id}`, admin.cookie)).status).toBe(404);
    expect((await rows()).some((row) => row.id === id)).toBe(true);
  });

  it('moves a service one place up or down, for every screen, and refuses past either end', async () => {
    const before = (await rows()).map((row) => row.id);
    const second = before[1] ?? '';
    const response = await call('POST', `/${second}/move`, admin.cookie, { direction: 'up' });
    expect(response.status).toBe(200);
    const { services } = await readJson<{ services: { id: string; displayOrder: number }[] }>(response);
    expect(services.map((service) => service.id)).toEqual([second, before[0], ...before.slice(2)]);
    expect(services.map((service) => service.displayOrder)).toEqual(services.map((_, index) => index));
    const [audit] = await auditEventsOf(testApp().db, 'service.moved', second);
    expect(audit?.details).toEqual({ changes: { displayOrder: { before: 1, after: 0 } } });
    // The public list follows the same order.
    const publicList = await (await testApp().api.public.services.$get()).json();
    expect(publicList[0]?.id).toBe(second);

    await expectRefusal(await call('POST', `/${second}/move`, admin.cookie, { direction: 'up' }), 422, {
      direction: catalogueMessages.alreadyFirst,
    });
    const last = services.at(-1)?.id ?? '';
    await expectRefusal(await call('POST', `/${last}/move`, admin.cookie, { direction: 'down' }), 422, {
      direction: catalogueMessages.alreadyLast,
    });
    // Put back, for the other tests' order.
    await call('POST', `/${second}/move`, admin.cookie, { direction: 'down' });
  });

  it('refuses every kind of bad input in French (4xx), and changes nothing', async () => {
    const id = await idOf(demoServices.neuro.name);
    const snapshot = async () => ({ services: await rows(), audit: await testApp().db.$count(auditEvents) });
    const start = await snapshot();
    const cases: [string, string, unknown, number, Record<string, string>?][] = [
      ['POST', '', { ...massage, name: '' }, 422, { name: 'Veuillez remplir le champ « Nom »' }],
      ['POST', '', { ...massage, name: demoServices.followUp.name.toUpperCase() }, 422, { name: catalogueMessages.serviceNameTaken }],
      ['POST', '', { ...massage, price: 'cent' }, 422, { price: catalogueMessages.moneyInvalid('Prix ($)') }],
      ['POST', '', { ...massage, price: -100 }, 422, { price: catalogueMessages.moneyRange('Prix ($)', '10 000,00 $') }],
      ['POST', '', { ...massage, durationMinutes: 3 }, 422, { durationMinutes: catalogueMessages.durationInvalid }],
      ['POST', '', { ...massage, durationMinutes: 300 }, 422, { durationMinutes: catalogueMessages.durationInvalid }],
      ['POST', '', { ...massage, depositAmount: 9000 }, 422, { depositAmount: catalogueMessages.depositAbovePrice }],
      ['POST', '', { ...massage, depositAmount: 0 }, 422, { depositAmount: catalogueMessages.depositRequired }],
      ['POST', '', { ...massage, color: '#ffff00' }, 422, { color: catalogueMessages.colourTooPale }],
      ['POST', '', { ...massage, color: 'javascript:alert(1)' }, 422, { color: catalogueMessages.colourInvalid }],
      ['POST', '', { ...massage, taxCode: 'hst' }, 422],
      ['POST', '', { ...massage, visitKind: 'annual' }, 422],
      ['POST', '', '{"name":', 400],
      // An edit is checked as the service would be after it: the neuro visit asks a 30 $ deposit.
      ['PATCH', `/${id}`, { price: 2500 }, 422, { depositAmount: catalogueMessages.depositAbovePrice }],
      ['PATCH', `/${id}`, { name: demoServices.initial.name }, 422, { name: catalogueMessages.serviceNameTaken }],
      ['PATCH', `/${id}`, { requiresDeposit: 'peut-être' }, 422],
      ['PATCH', '/inconnu', { price: 100 }, 404],
      ['POST', `/${id}/move`, { direction: 'left' }, 422, { direction: catalogueMessages.directionInvalid }],
      ['POST', '/inconnu/move', { direction: 'up' }, 404],
    ];
    for (const [method, path, body, status, fields] of cases) {
      const response = await call(method, path, admin.cookie, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      await expectRefusal(response, status, fields);
    }
    expect(await snapshot()).toEqual(start);
  });

  it('lets every role read the list, and only the administration change it', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const member = await staffMemberWithSession(testApp(), role);
      expect((await call('GET', '', member.cookie)).status).toBe(200);
      const id = await idOf(demoServices.followUp.name);
      const start = await rows();
      for (const [method, path, body] of [
        ['POST', '', massage],
        ['PATCH', `/${id}`, { isActive: false }],
        ['POST', `/${id}/move`, { direction: 'down' }],
      ] as const) {
        const response = await call(method, path, member.cookie, body);
        expect(response.status).toBe(403);
        expect((await readJson<ApiErrorBody>(response)).error.message).toBe(roleRefusalMessage);
      }
      expect(await rows()).toEqual(start);
    }
  });

  describe('what the public site and online booking offer', () => {
    let nextClient = 1;
    const book = (serviceId: string, email: string) =>
      testApp().app.request('/api/public/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${nextClient++}` },
        // testNow is Wednesday 2026-11-18; Tuesday the 24th at 10:30 is free in the demo clinic.
        // The service asks a deposit: the booking pays it with a sandbox card.
        body: JSON.stringify(
          publicBooking({
            serviceId,
            date: '2026-11-24',
            time: '10:30',
            name: 'Julie Martin',
            email,
            phone: '514 555-0111',
            deposit: {
              number: sandboxCards.success,
              expiry: '08/29',
              cvv: '123',
              cardholderName: 'Julie Martin',
              postalCode: 'H2X 1Y4',
              idempotencyKey: randomUUID(),
            },
          }),
        ),
      });

    it('shows a new active online service with its price and deposit, bookable; once deactivated it is gone and refused', async () => {
      const { id } = await create({ ...massage, name: 'Massothérapie prénatale', price: '95,00', depositAmount: '25,00' });

      const listed = (await (await testApp().api.public.services.$get()).json()).find((service) => service.id === id);
      expect(listed).toMatchObject({ name: 'Massothérapie prénatale', priceCents: 9500, requiresDeposit: true, depositCents: 2500 });
      const online = (await (await testApp().api.public.booking.services.$get()).json()).services.find((service) => service.id === id);
      expect(online).toMatchObject({ priceCents: 9500, depositCents: 2500, durationMinutes: 50 });

      const booked = await book(id, 'julie.martin@courriel.example');
      expect(booked.status).toBe(201);
      // The confirmation e-mail is queued after the answer: let it finish before the next writes.
      await afterAnswersSettled();
      expect((await readJson<{ booking: Record<string, unknown> }>(booked)).booking).toMatchObject({
        serviceName: 'Massothérapie prénatale',
        priceCents: 9500,
        depositCents: 2500,
        durationMinutes: 50,
      });

      expect((await call('PATCH', `/${id}`, admin.cookie, { isActive: false })).status).toBe(200);
      expect((await (await testApp().api.public.services.$get()).json()).map((service) => service.id)).not.toContain(id);
      expect((await (await testApp().api.public.booking.services.$get()).json()).services.map((service) => service.id)).not.toContain(id);
      const count = await testApp().db.$count(appointments, eq(appointments.serviceTypeId, id));
      const refused = await book(id, 'marc.roy@courriel.example');
      expect(refused.status).toBe(404);
      expect((await readJson<ApiErrorBody>(refused)).error.message).toBe("Ce service n'est pas offert en ligne.");
      expect(await testApp().db.$count(appointments, eq(appointments.serviceTypeId, id))).toBe(count);
      // Staff still see it, marked inactive: its appointments keep their name.
      const staffList = await readJson<{ services: { id: string; isActive: boolean }[] }>(await call('GET', '', admin.cookie));
      expect(staffList.services.find((service) => service.id === id)).toMatchObject({ isActive: false });
    });
  });
});
