// « Paramètres › Produits »: the items sold at the desk — read by the desk, changed by the
// administration only, audited with the values before and after, bad input refused in French.
import { asc } from 'drizzle-orm';
import { catalogueMessages } from 'shared-domain/clinic/clinic-catalogue';
import { type ApiErrorBody, errorMessages } from 'shared-domain/platform/errors';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../demo/demo-catalogue';
import { auditEvents, products } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

const heatPack = { name: 'Coussin chauffant', description: 'Aux graines de lin.', price: '24,95', taxCode: 'gst_qst' } as const;

describe('the desk products of « Paramètres »', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    testApp().app.request(`/api/admin/products${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const rows = () => testApp().db.select().from(products).orderBy(asc(products.displayOrder), asc(products.name));
  const list = async (cookie = admin.cookie) => {
    const response = await call('GET', '', cookie);
    expect(response.status).toBe(200);
    return (
      await readJson<{ products: { id: string; name: string; priceCents: number; isActive: boolean; displayOrder: number }[] }>(response)
    ).products;
  };

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = {
      id: staffId,
      cookie: await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true }),
    };
  });

  it('lists the demo clinic’s products, taxable, the withdrawn one marked inactive', async () => {
    const listed = await list();
    expect(listed.map((product) => [product.name, product.priceCents, product.isActive])).toEqual([
      ['Oreiller cervical', 6995, true],
      ['Orthèses plantaires (paire)', 45_000, true],
      ['Rapport pour assureur', 3500, true],
      ['Ceinture de grossesse', 5499, true],
      ['Rouleau de massage en mousse', 2999, false],
    ]);
    expect(listed[0]).toEqual({
      id: expect.any(String),
      name: 'Oreiller cervical',
      description: demoProducts[0].description,
      priceCents: 6995,
      taxCode: 'gst_qst',
      isActive: true,
      displayOrder: 0,
    });
  });

  it('creates, edits, deactivates and moves a product, each change audited with its values before and after', async () => {
    const created = await call('POST', '', admin.cookie, heatPack);
    expect(created.status).toBe(201);
    const { product } = await readJson<{ product: { id: string; priceCents: number; displayOrder: number } }>(created);
    expect(product).toMatchObject({ priceCents: 2495, displayOrder: demoProducts.length });
    const [creation] = await auditEventsOf(testApp().db, 'product.created', product.id);
    expect(creation).toMatchObject({ actorId: admin.id, entity: 'products' });
    expect(creation?.details).toEqual({
      changes: {
        name: { before: null, after: 'Coussin chauffant' },
        description: { before: null, after: 'Aux graines de lin.' },
        price: { before: null, after: 2495 },
        taxCode: { before: null, after: 'gst_qst' },
        isActive: { before: null, after: true },
      },
    });

    const edited = await call('PATCH', `/${product.id}`, admin.cookie, { ...heatPack, price: '27,50' });
    expect(edited.status).toBe(200);
    const [edit] = await auditEventsOf(testApp().db, 'product.updated', product.id);
    expect(edit?.details).toEqual({ changes: { price: { before: 2495, after: 2750 } } });

    expect((await call('PATCH', `/${product.id}`, admin.cookie, { isActive: false })).status).toBe(200);
    expect((await list()).find((row) => row.id === product.id)).toMatchObject({ isActive: false });
    expect(await auditEventsOf(testApp().db, 'product.deactivated', product.id)).toHaveLength(1);

    const moved = await call('POST', `/${product.id}/move`, admin.cookie, { direction: 'up' });
    expect(moved.status).toBe(200);
    const order = (await readJson<{ products: { id: string }[] }>(moved)).products.map((row) => row.id);
    expect(order.indexOf(product.id)).toBe(demoProducts.length - 1);
    const [move] = await auditEventsOf(testApp().db, 'product.moved', product.id);
    expect(move?.details).toEqual({ changes: { displayOrder: { before: demoProducts.length, after: demoProducts.length - 1 } } });
  });

  it('refuses every kind of bad input in French (4xx), and changes nothing', async () => {
    const [pillow] = await rows();
    const first = pillow?.id ?? '';
    const snapshot = async () => ({ products: await rows(), audit: await testApp().db.$count(auditEvents) });
    const start = await snapshot();
    const cases: [string, string, unknown, number, string, Record<string, string>?][] = [
      ['POST', '', { ...heatPack, name: '  ' }, 422, errorMessages.validation, { name: 'Veuillez remplir le champ « Nom »' }],
      ['POST', '', { ...heatPack, name: 'oreiller CERVICAL' }, 422, errorMessages.validation, { name: catalogueMessages.productNameTaken }],
      ['POST', '', { ...heatPack, price: '24,95,0' }, 422, errorMessages.validation, { price: catalogueMessages.moneyInvalid('Prix ($)') }],
      [
        'POST',
        '',
        { ...heatPack, price: 2_000_000 },
        422,
        errorMessages.validation,
        { price: catalogueMessages.moneyRange('Prix ($)', '10 000,00 $') },
      ],
      ['POST', '', { ...heatPack, taxCode: 'tps' }, 422, errorMessages.validation],
      ['POST', '', 'pas du JSON', 400, errorMessages.malformedBody],
      ['PATCH', `/${first}`, { isActive: 'non' }, 422, errorMessages.validation, { isActive: catalogueMessages.flagInvalid('Actif') }],
      ['PATCH', '/inconnu', { price: 100 }, 404, catalogueMessages.productNotFound],
      ['POST', `/${first}/move`, { direction: 'up' }, 422, errorMessages.validation, { direction: catalogueMessages.alreadyFirst }],
    ];
    for (const [method, path, body, status, message, fields] of cases) {
      const response = await call(method, path, admin.cookie, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      const { error } = await readJson<ApiErrorBody>(response);
      expect(error.message).toBe(message);
      if (fields) expect(error.fields).toEqual(fields);
    }
    expect(await snapshot()).toEqual(start);
  });

  it('lets the cash desk read the products (reception, not the practitioner) but only the administration change them', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const member = await staffMemberWithSession(testApp(), role);
      if (role === 'reception') expect((await list(member.cookie)).length).toBeGreaterThan(0);
      else expect((await call('GET', '', member.cookie)).status).toBe(403);
      const start = await rows();
      const id = start[0]?.id ?? '';
      for (const [method, path, body] of [
        ['POST', '', heatPack],
        ['PATCH', `/${id}`, { price: 100 }],
        ['POST', `/${id}/move`, { direction: 'down' }],
      ] as const) {
        const response = await call(method, path, member.cookie, body);
        expect(response.status).toBe(403);
        expect((await readJson<ApiErrorBody>(response)).error.message).toBe(roleRefusalMessage);
      }
      expect(await rows()).toEqual(start);
    }
  });
});
