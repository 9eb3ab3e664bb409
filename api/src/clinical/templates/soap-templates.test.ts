import { asc, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { soapTemplateMessages } from 'shared-domain/clinical/soap-template';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSoapTemplates } from '../../demo/demo-clinic';
import { soapTemplates } from '../../platform/db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { moveMessages } from './move-soap-template';
import { isNameConflict } from './record-soap-template';
import { auditEventsOf } from '../../testing/audit-events';

const colic = demoSoapTemplates[0]!;

const newTemplate = {
  name: 'Cervicalgie posturale',
  category: 'musculoskeletal',
  subjective: 'Douleur cervicale en fin de journée.',
  objective: '',
  assessment: '',
  plan: 'Ajustement cervical. Revoir dans 7 jours.',
  followUpDays: 7,
} as const;

describe('the SOAP template routes', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  const admin = () => testApp().api.admin;
  const headers = () => ({ headers: { cookie } });
  const request = (path: string, method: string, body: unknown) =>
    testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const auditOf = (action: string, entityId: string) => auditEventsOf(testApp().db, action, entityId);
  const allRows = () => testApp().db.select().from(soapTemplates).orderBy(asc(soapTemplates.displayOrder), asc(soapTemplates.name));
  const idOf = async (name: string) => (await allRows()).find((row) => row.name === name)?.id ?? '';
  const listAll = async () => {
    const response = await admin()['soap-templates'].$get({ query: { include: 'inactive' } }, headers());
    expect(response.status).toBe(200);
    return (await response.json()).templates;
  };

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  describe('GET /soap-templates', () => {
    it('lists the seven templates of the specification, active ones by display order', async () => {
      const response = await admin()['soap-templates'].$get({ query: {} }, headers());
      expect(response.status).toBe(200);
      const { templates } = await response.json();
      expect(templates.map((template) => [template.name, template.followUpDays])).toEqual(
        demoSoapTemplates.map((template) => [template.name, template.followUpDays]),
      );
      expect(templates[0]).toEqual({
        id: expect.any(String),
        name: 'Coliques du nourrisson',
        category: 'pediatric',
        subjective: colic.subjective,
        objective: colic.objective,
        assessment: colic.assessment,
        plan: colic.plan,
        followUpDays: 4,
        isActive: true,
        displayOrder: 0,
      });
    });

    it('leaves inactive templates out unless the settings ask for them', async () => {
      const id = await idOf('TDAH chez l’enfant');
      await testApp().db.update(soapTemplates).set({ isActive: false }).where(eq(soapTemplates.id, id));
      try {
        const active = await (await admin()['soap-templates'].$get({ query: {} }, headers())).json();
        expect(active.templates.map((template) => template.id)).not.toContain(id);
        expect((await listAll()).find((template) => template.id === id)).toMatchObject({ isActive: false });
      } finally {
        await testApp().db.update(soapTemplates).set({ isActive: true }).where(eq(soapTemplates.id, id));
      }
    });

    it('refuses an unknown include value with a French 422', async () => {
      const response = await testApp().app.request('/api/admin/soap-templates?include=tout', headers());
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ include: 'Seule la valeur « inactive » est permise' });
    });
  });

  describe('POST /soap-templates', () => {
    it('creates an active template at the end of the list and records it in the audit trail', async () => {
      const response = await admin()['soap-templates'].$post({ json: newTemplate }, headers());
      expect(response.status).toBe(201);
      const { template } = await response.json();
      expect(template).toMatchObject({ ...newTemplate, isActive: true, displayOrder: demoSoapTemplates.length });
      const [audit] = await auditOf('soap_template.created', template.id);
      expect(audit).toMatchObject({
        actorType: 'staff',
        actorId: staffId,
        entity: 'soap_templates',
        createdAt: testApp().clock.now().toISOString(),
      });
    });

    it('accepts the follow-up days as the form sends them (text)', async () => {
      const response = await request('/soap-templates', 'POST', { ...newTemplate, name: 'Entorse de cheville', followUpDays: '10' });
      expect(response.status).toBe(201);
      expect((await readJson<{ template: { followUpDays: number } }>(response)).template.followUpDays).toBe(10);
    });

    it('refuses bad input field by field, in French, and creates nothing', async () => {
      const before = await allRows();
      const response = await request('/soap-templates', 'POST', {
        name: '',
        category: 'cardiology',
        subjective: 'x'.repeat(10_001),
        objective: '',
        assessment: '',
        plan: '',
        followUpDays: 366,
      });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({
        name: 'Veuillez remplir le champ « Nom »',
        category: "Catégorie doit être l'une des valeurs suivantes: Pédiatrie, Neurologie, Prénatal, Musculosquelettique",
        subjective: 'Subjectif ne peut pas dépasser 10000 caractères',
        followUpDays: soapTemplateMessages.followUpInvalid,
      });
      const tooLong = await request('/soap-templates', 'POST', { ...newTemplate, name: 'n'.repeat(101), followUpDays: 2.5 });
      expect((await readJson<ApiErrorBody>(tooLong)).error.fields).toEqual({
        name: 'Nom ne peut pas dépasser 100 caractères',
        followUpDays: soapTemplateMessages.followUpInvalid,
      });
      expect(await allRows()).toEqual(before);
    });

    it('refuses a template whose four sections are empty', async () => {
      const response = await request('/soap-templates', 'POST', {
        ...newTemplate,
        name: 'Vide',
        subjective: '  ',
        plan: '',
      });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ subjective: soapTemplateMessages.fillOneSection });
      expect(await idOf('Vide')).toBe('');
    });

    it('refuses a name already used, whatever its case, with a French 409', async () => {
      const before = await allRows();
      const response = await admin()['soap-templates'].$post({ json: { ...newTemplate, name: 'coliques du NOURRISSON' } }, headers());
      expect(response.status).toBe(409);
      expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({
        code: 'TPL_001',
        message: soapTemplateMessages.nameTaken,
        fields: { name: soapTemplateMessages.nameTaken },
      });
      expect(await allRows()).toEqual(before);
    });

    it('answers two creations of one name at once with one template and one 409', async () => {
      const name = 'Fasciite plantaire';
      const responses = await Promise.all([1, 2].map(() => admin()['soap-templates'].$post({ json: { ...newTemplate, name } }, headers())));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect((await allRows()).filter((row) => row.name === name)).toHaveLength(1);
    });
  });

  it('recognises the name index refusing a write (two requests checked the name at once)', async () => {
    const row = { ...newTemplate, name: 'Coliques du nourrisson', displayOrder: 99, createdAt: '', updatedAt: '' };
    const error = await testApp()
      .db.insert(soapTemplates)
      .values(row)
      .then(
        () => null,
        (refusal: unknown) => refusal,
      );
    expect(isNameConflict(error)).toBe(true);
    expect(isNameConflict(new Error('UNIQUE constraint failed: patients.email'))).toBe(false);
  });

  describe('PATCH /soap-templates/:id', () => {
    it('changes the fields sent and names them (not their text) in the audit trail', async () => {
      const id = await idOf('Cervicalgie de bureau');
      const response = await admin()['soap-templates'][':id'].$patch(
        { param: { id }, json: { plan: 'Nouveau plan', followUpDays: 5, category: 'musculoskeletal' } },
        headers(),
      );
      expect(response.status).toBe(200);
      expect((await response.json()).template).toMatchObject({ id, plan: 'Nouveau plan', followUpDays: 5, isActive: true });
      const [audit] = await auditOf('soap_template.updated', id);
      expect(audit?.details).toEqual({ fields: ['plan', 'followUpDays'] });
      const [row] = await testApp().db.select().from(soapTemplates).where(eq(soapTemplates.id, id));
      expect(row?.updatedAt).toBe(testApp().clock.now().toISOString());
    });

    it('records nothing when nothing changed', async () => {
      const id = await idOf('Torticolis congénital');
      const response = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { followUpDays: 3 } }, headers());
      expect(response.status).toBe(200);
      expect(await auditOf('soap_template.updated', id)).toEqual([]);
    });

    it('deactivates and reactivates a template, each in the audit trail', async () => {
      const id = await idOf('Lombalgie aiguë');
      const off = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { isActive: false } }, headers());
      expect((await off.json()).template.isActive).toBe(false);
      const active = await (await admin()['soap-templates'].$get({ query: {} }, headers())).json();
      expect(active.templates.map((template) => template.id)).not.toContain(id);
      expect(await auditOf('soap_template.deactivated', id)).toHaveLength(1);

      const on = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { isActive: true } }, headers());
      expect((await on.json()).template.isActive).toBe(true);
      expect(await auditOf('soap_template.activated', id)).toHaveLength(1);
      expect(await auditOf('soap_template.updated', id)).toEqual([]);
    });

    it('refuses to empty the last non-empty sections, or bad values, and changes nothing', async () => {
      const before = await allRows();
      const id = await idOf('Cervicalgie posturale');
      const emptied = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { subjective: '', plan: '' } }, headers());
      expect(emptied.status).toBe(422);
      expect((await readJson<ApiErrorBody>(emptied)).error.fields).toEqual({ subjective: soapTemplateMessages.fillOneSection });
      const bad = await request(`/soap-templates/${id}`, 'PATCH', { name: ' ', followUpDays: -1, isActive: 'non' });
      expect(bad.status).toBe(422);
      expect((await readJson<ApiErrorBody>(bad)).error.fields).toEqual({
        name: 'Veuillez remplir le champ « Nom »',
        followUpDays: soapTemplateMessages.followUpInvalid,
        isActive: 'Indiquez si le modèle est actif',
      });
      expect(await allRows()).toEqual(before);
    });

    it('refuses a name another template has with a 409, but lets a template keep or recase its own', async () => {
      const id = await idOf('Cervicalgie posturale');
      const taken = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { name: 'Lombalgie de grossesse' } }, headers());
      expect(taken.status).toBe(409);
      expect((await readJson<ApiErrorBody>(taken)).error.message).toBe(soapTemplateMessages.nameTaken);
      expect(await idOf('Cervicalgie posturale')).toBe(id);
      const recased = await admin()['soap-templates'][':id'].$patch({ param: { id }, json: { name: 'Cervicalgie Posturale' } }, headers());
      expect(recased.status).toBe(200);
    });

    it('answers 404 for an unknown template', async () => {
      const response = await admin()['soap-templates'][':id'].$patch({ param: { id: 'inconnu' }, json: { isActive: false } }, headers());
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error.message).toBe(soapTemplateMessages.notFound);
    });
  });

  describe('POST /soap-templates/:id/move', () => {
    // Pediatric templates in the demo: « Coliques du nourrisson » (0), « Torticolis congénital » (3).
    let pediatric: [string, string];
    beforeEach(async () => {
      pediatric = [await idOf('Coliques du nourrisson'), await idOf('Torticolis congénital')];
    });
    const pediatricOrder = async () =>
      (await listAll()).filter((template) => template.category === 'pediatric').map((template) => template.name);

    it('swaps a template with its neighbour in the same category and records the move', async () => {
      const before = await listAll();
      const response = await admin()['soap-templates'][':id'].move.$post(
        { param: { id: pediatric[1] }, json: { direction: 'up' } },
        headers(),
      );
      expect(response.status).toBe(200);
      const { templates } = await response.json();
      expect(templates.filter((template) => template.category === 'pediatric').map((template) => template.name)).toEqual([
        'Torticolis congénital',
        'Coliques du nourrisson',
      ]);
      // The others keep their places; the two trade theirs.
      const placeOf = (list: typeof before, id: string) => list.findIndex((template) => template.id === id);
      expect(placeOf(templates, pediatric[1])).toBe(placeOf(before, pediatric[0]));
      expect(placeOf(templates, pediatric[0])).toBe(placeOf(before, pediatric[1]));
      expect(templates.map((template) => template.displayOrder)).toEqual(templates.map((_, index) => index));
      const [audit] = await auditOf('soap_template.moved', pediatric[1]);
      expect(audit?.details).toEqual({ direction: 'up', swappedWith: pediatric[0] });

      await admin()['soap-templates'][':id'].move.$post({ param: { id: pediatric[1] }, json: { direction: 'down' } }, headers());
      expect(await pediatricOrder()).toEqual(['Coliques du nourrisson', 'Torticolis congénital']);
      expect((await listAll()).map((template) => template.id)).toEqual(before.map((template) => template.id));
    });

    it('orders the same after a move even when two templates shared a display order', async () => {
      await testApp().db.update(soapTemplates).set({ displayOrder: 0 }).where(eq(soapTemplates.id, pediatric[1]));
      await admin()['soap-templates'][':id'].move.$post({ param: { id: pediatric[0] }, json: { direction: 'down' } }, headers());
      const orders = (await listAll()).map((template) => template.displayOrder);
      expect(new Set(orders).size).toBe(orders.length);
      expect(await pediatricOrder()).toEqual(['Torticolis congénital', 'Coliques du nourrisson']);
      await admin()['soap-templates'][':id'].move.$post({ param: { id: pediatric[0] }, json: { direction: 'up' } }, headers());
    });

    it('refuses to move the first up or the last down, or a bad direction, and changes nothing', async () => {
      const before = await allRows();
      const movesBefore = (await auditOf('soap_template.moved', pediatric[0])).length;
      const first = await admin()['soap-templates'][':id'].move.$post(
        { param: { id: pediatric[0] }, json: { direction: 'up' } },
        headers(),
      );
      expect(first.status).toBe(422);
      expect((await readJson<ApiErrorBody>(first)).error.fields).toEqual({ direction: moveMessages.alreadyFirst });
      const last = await admin()['soap-templates'][':id'].move.$post(
        { param: { id: pediatric[1] }, json: { direction: 'down' } },
        headers(),
      );
      expect((await readJson<ApiErrorBody>(last)).error.fields).toEqual({ direction: moveMessages.alreadyLast });
      const sideways = await request(`/soap-templates/${pediatric[0]}/move`, 'POST', { direction: 'left' });
      expect(sideways.status).toBe(422);
      expect((await readJson<ApiErrorBody>(sideways)).error.fields).toEqual({ direction: 'La direction doit être « up » ou « down »' });
      expect(await allRows()).toEqual(before);
      expect(await auditOf('soap_template.moved', pediatric[0])).toHaveLength(movesBefore);
    });

    it('answers 404 for an unknown template', async () => {
      const response = await admin()['soap-templates'][':id'].move.$post(
        { param: { id: 'inconnu' }, json: { direction: 'up' } },
        headers(),
      );
      expect(response.status).toBe(404);
    });
  });
});
