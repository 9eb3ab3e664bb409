import { eq } from 'drizzle-orm';
import type { ConfigurationChange } from 'shared-domain/clinic/clinic-configuration';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  auditEvents,
  bookingHours,
  clinicSettings,
  emailTemplates,
  intakeForms,
  intakeSubmissions,
  products,
  serviceTypes,
} from '../../platform/db/schema';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';

type ExportedFile = Record<string, unknown> & {
  settings: {
    clinic: { clinicName: string; phone: string };
    hours: { days: { weekday: number; enabled: boolean }[] };
    fees: { timelyCancellationDeposit?: string };
  };
  services: { id?: string; name: string; price: number; isActive: boolean }[];
  products: unknown[];
  emailTemplates: { key: string; subject: string; body: string }[];
  intakeForm?: { introduction: string; optionalSections: string[] };
  invoicing: { invoiceNextNumber: number };
  closures: unknown[];
};

describe('the configuration export and import', () => {
  const testApp = useTestApp();
  let cookie: string;
  const request = (path: string, body?: unknown, as = cookie) =>
    testApp().app.request(`/api/admin/configuration${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: as, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const exported = async () => {
    const response = await request('');
    expect(response.status).toBe(200);
    return (await response.json()) as ExportedFile;
  };
  const preview = async (file: unknown) => {
    const response = await request('/preview', { content: JSON.stringify(file) });
    return { status: response.status, body: (await response.json()) as { changes: ConfigurationChange[] } & ApiErrorBody };
  };
  const auditCount = async () => (await testApp().db.select().from(auditEvents)).length;
  const snapshot = async () => ({
    settings: await testApp().db.select().from(clinicSettings),
    hours: await testApp().db.select().from(bookingHours),
    services: await testApp().db.select().from(serviceTypes),
    templates: await testApp().db.select().from(emailTemplates),
  });

  beforeAll(async () => {
    ({ cookie } = await staffMemberWithSession(testApp(), 'admin'));
  });

  it('exports the whole configuration as a file that imports back without changing anything', async () => {
    const response = await request('');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="configuration-clinique-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = (await response.json()) as ExportedFile;
    expect(file).toMatchObject({ format: 'clinique-chiropratique/configuration', version: 1 });
    expect(file.settings.clinic.clinicName).toBeTruthy();
    expect(file.settings.hours.days).toHaveLength(7);
    expect(file.services.length).toBeGreaterThan(2);
    // Nothing of a patient's in it.
    expect(JSON.stringify(file)).not.toMatch(/Camille|Gagnon/);
    const [exportAudit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.configuration_exported'));
    expect(exportAudit).toBeDefined();

    expect(await preview(file)).toEqual({ status: 200, body: { changes: [] } });
    // A file exported before the deposit's choice existed reads as the behaviour of its time.
    const { timelyCancellationDeposit: _added, ...olderFees } = file.settings.fees;
    expect(await preview({ ...file, settings: { ...file.settings, fees: olderFees } })).toEqual({
      status: 200,
      body: { changes: [] },
    });
    const before = await auditCount();
    const applied = await request('/import', { content: JSON.stringify(file) });
    expect(await applied.json()).toEqual({ changes: [] });
    expect(await auditCount()).toBe(before);
  });

  it('previews every change in French, then applies them all in one go with their audit entries', async () => {
    const file = await exported();
    file.settings.clinic.clinicName = 'Clinique Chiropratique du Plateau';
    const friday = file.settings.hours.days.find((day) => day.weekday === 5);
    if (friday) friday.enabled = false;
    file.services.push({
      ...file.services[0]!,
      id: 'un-id-d-une-autre-installation',
      name: 'Bilan postural',
      price: 9500,
      isActive: true,
    } as ExportedFile['services'][number]);
    file.emailTemplates = [
      ...file.emailTemplates,
      { key: 'confirmation', subject: 'Votre rendez-vous est noté – {clinique}', body: 'Bonjour {nom},\n\n{détails}\n\n{lien}' },
    ];
    file.invoicing.invoiceNextNumber = 500;
    file.settings.fees.timelyCancellationDeposit = 'credit';

    const { status, body } = await preview(file);
    expect(status).toBe(200);
    const parts = Object.fromEntries(body.changes.map((part) => [part.part, part.lines]));
    expect(parts.clinic).toEqual([expect.stringMatching(/ : .* → Clinique Chiropratique du Plateau$/)]);
    expect(parts.hours).toEqual([expect.stringMatching(/^Vendredi : .* → fermé$/)]);
    expect(parts.services).toEqual(['Nouveau service « Bilan postural »']);
    expect(parts.emailTemplates).toEqual(['« Confirmation de réservation » : texte de la clinique']);
    expect(parts.invoicing).toEqual(['Prochain numéro : 1 → 500']);
    expect(parts.fees).toEqual([expect.stringMatching(/ : Rembourser le dépôt → Garder en crédit au compte$/)]);
    // The preview wrote nothing.
    const [settings] = await testApp().db.select().from(clinicSettings);
    expect(settings?.clinicName).not.toBe('Clinique Chiropratique du Plateau');

    const applied = await request('/import', { content: JSON.stringify(file) });
    expect(applied.status).toBe(200);
    const [after] = await testApp().db.select().from(clinicSettings);
    expect(after).toMatchObject({ clinicName: 'Clinique Chiropratique du Plateau', invoiceNextNumber: 500 });
    expect((await testApp().db.select().from(bookingHours).where(eq(bookingHours.weekday, 5)))[0]?.enabled).toBe(false);
    const created = (await testApp().db.select().from(serviceTypes)).find((service) => service.name === 'Bilan postural');
    // A new row, never the other installation's id.
    expect(created?.id).not.toBe('un-id-d-une-autre-installation');
    expect((await testApp().db.select().from(emailTemplates)).map((row) => row.key).sort()).toEqual(['confirmation', 'rappel']);
    const actions = (await testApp().db.select().from(auditEvents)).map((event) => event.action);
    for (const action of [
      'settings.clinic_updated',
      'settings.hours_updated',
      'settings.invoicing_updated',
      'settings.configuration_imported',
    ])
      expect(actions).toContain(action);
    // The public site sees the new name at once.
    const profile = (await (await testApp().app.request('/api/public/clinic')).json()) as { clinicName: string };
    expect(profile.clinicName).toBe('Clinique Chiropratique du Plateau');

    // An older copy never brings the invoice sequence back.
    file.invoicing.invoiceNextNumber = 3;
    const { body: older } = await preview(file);
    expect(older.changes.find((part) => part.part === 'invoicing')).toBeUndefined();
  });

  it('carries the intake form: an import that changes it publishes the next version, the signed ones untouched', async () => {
    const { db } = testApp();
    const file = await exported();
    const versions = () => db.select().from(intakeForms).orderBy(asc(intakeForms.version));
    const before = await versions();
    const current = before.at(-1)!;
    expect(file.intakeForm).toEqual({ introduction: current.introduction, optionalSections: current.optionalSections });
    // The sections' order is no change.
    expect(
      await preview({ ...file, intakeForm: { ...file.intakeForm, optionalSections: [...current.optionalSections].reverse() } }),
    ).toEqual({ status: 200, body: { changes: [] } });
    // A file from before the intake form leaves it as it is.
    const { intakeForm: _none, ...older } = file;
    expect(await preview(older)).toEqual({ status: 200, body: { changes: [] } });

    const signedBefore = await db.select().from(intakeSubmissions);
    file.intakeForm = {
      introduction: '<b>Bienvenue</b> à la clinique : quelques questions avant votre visite.',
      optionalSections: ['pregnancy'],
    };
    const { body } = await preview(file);
    expect(body.changes).toEqual([
      {
        part: 'intakeForm',
        title: 'Questionnaire d’accueil',
        lines: [`Nouvelle version n° ${current.version + 1} : Texte d’introduction, Sections facultatives posées`],
      },
    ]);
    expect(await versions()).toHaveLength(before.length);

    const applied = await request('/import', { content: JSON.stringify(file) });
    expect(applied.status).toBe(200);
    const after = await versions();
    expect(after).toHaveLength(before.length + 1);
    // Every earlier version as it was; the new one stripped of markup as its screen strips it.
    expect(after.slice(0, before.length)).toEqual(before);
    const published = after.at(-1)!;
    expect(published).toMatchObject({
      version: current.version + 1,
      introduction: 'Bienvenue à la clinique : quelques questions avant votre visite.',
      optionalSections: ['pregnancy'],
    });
    expect(JSON.stringify(published.definition)).not.toContain('"birth"');
    expect(await db.select().from(intakeSubmissions)).toEqual(signedBefore);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.entityId, published.id));
    expect(audit).toMatchObject({ action: 'intake_form.published', entity: 'intake_forms' });
    // Exported again, it imports back without a new version.
    const again = await exported();
    expect(again.intakeForm).toEqual({ introduction: published.introduction, optionalSections: ['pregnancy'] });
    expect(await preview(again)).toEqual({ status: 200, body: { changes: [] } });
  });

  it('refuses an intake form its screen would refuse, saying where', async () => {
    const file = await exported();
    const { status, body } = await preview({ ...file, intakeForm: { introduction: '', optionalSections: ['inconnue'] } });
    expect(status).toBe(422);
    expect(body.error.message).toMatch(/Questionnaire d’accueil/);
  });

  it('refuses a file that is not a configuration, or has a bad part, saying where, and changes nothing', async () => {
    const file = await exported();
    const before = await snapshot();
    const audits = await auditCount();
    const refusals: [unknown, RegExp][] = [
      ['ceci n’est pas du JSON', /ne contient pas du JSON lisible/],
      [{ ...file, format: 'autre-chose' }, /n’est pas une configuration exportée/],
      [{ ...file, version: 99 }, /version plus récente/],
      [{ ...file, services: [{ ...file.services[0], price: -5 }] }, /^Services › n° 1 : /],
      [{ ...file, settings: { ...file.settings, clinic: { ...file.settings.clinic, phone: 'abc' } } }, /^Clinique : /],
      [
        { ...file, emailTemplates: [{ key: 'confirmation', subject: 'Bonjour {inconnu}', body: 'Texte' }] },
        /^Modèles de courriels › n° 1 : .*\{inconnu\}/,
      ],
      [{ ...file, services: [...file.services, { ...file.services[0], id: undefined }] }, /Deux services porteraient le nom/],
    ];
    for (const [content, message] of refusals) {
      for (const path of ['/preview', '/import']) {
        const response = await request(path, { content: typeof content === 'string' ? content : JSON.stringify(content) });
        expect(response.status).toBe(422);
        expect((await readJson<ApiErrorBody>(response)).error.message).toMatch(message);
      }
    }
    const missing = await request('/import', {});
    expect(missing.status).toBe(422);
    const tooLarge = await request('/import', { content: 'x'.repeat(2_100_000) });
    expect(tooLarge.status).toBe(413);
    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('cleans a service’s and a product’s text as their own routes do: markup stripped, then checked again', async () => {
    const exportedFile = await exported();
    const { id: _id, isActive: _active, ...service } = exportedFile.services[0] as ExportedFile['services'][number];
    const product = { name: 'Oreiller cervical', description: 'Mousse à mémoire de forme.', price: 4500, taxCode: 'gst_qst' };
    const kinds = [
      { part: 'services', title: 'Services', route: '/api/admin/services', table: serviceTypes, fields: service },
      { part: 'products', title: 'Produits', route: '/api/admin/products', table: products, fields: product },
    ] as const;
    const typedNames = [
      'Massage <img src=x onerror=alert(1)>suédois',
      '<b onmouseover="alert(1)"></b>',
      'Massage\u0007 suédois',
      'Massage java\tscript:suédois',
    ];
    for (const kind of kinds) {
      for (const typed of typedNames) {
        // Through the part's own route…
        const response = await testApp().app.request(kind.route, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...kind.fields, name: typed }),
        });
        const direct =
          response.status === 201
            ? {
                stored: (await readJson<Record<string, { id: string; name: string }>>(response))[
                  kind.part === 'services' ? 'service' : 'product'
                ],
              }
            : { refused: (await readJson<ApiErrorBody>(response)).error.fields?.name };
        // Made again through the import, from the file's new entry.
        if (direct.stored) await testApp().db.delete(kind.table).where(eq(kind.table.id, direct.stored.id));
        const file = await exported();
        file[kind.part].push({ ...kind.fields, name: typed, isActive: true } as never);
        const imported = await request('/import', { content: JSON.stringify(file) });
        if (direct.stored) {
          expect(imported.status, typed).toBe(200);
          const rows = await testApp().db.select().from(kind.table);
          expect(direct.stored.name).toBe('Massage suédois');
          expect(rows.map((row) => row.name)).toContain(direct.stored.name);
          expect(rows.map((row) => row.name).join()).not.toMatch(/[<>]/);
        } else {
          expect(response.status, typed).toBe(422);
          expect(direct.refused).toBeDefined();
          expect(imported.status, typed).toBe(422);
          expect((await readJson<ApiErrorBody>(imported)).error.message).toBe(
            `${kind.title} › n° ${file[kind.part].length} : ${direct.refused}`,
          );
        }
      }
    }
  });

  it('lists every problem of a file at once, a day by its name', async () => {
    const file = await exported();
    const monday = file.settings.hours.days.find((day) => day.weekday === 1) as Record<string, unknown>;
    Object.assign(monday, { enabled: true, start: '18:00', end: '09:00' });
    const broken = { ...file, services: [{ ...file.services[0], price: -5 }] };
    const response = await request('/preview', { content: JSON.stringify(broken) });
    expect(response.status).toBe(422);
    const { message } = (await readJson<ApiErrorBody>(response)).error;
    expect(message).toMatch(/^Le fichier a 2 problèmes, à corriger avant l’importation : 1\) /);
    expect(message).toContain("Heures d'ouverture › lundi : ");
    expect(message).toContain('Services › n° 1 : ');
    expect(message).not.toContain('n° 2');
  });

  it('keeps a rewritten e-mail template the file does not hold: nothing is deleted', async () => {
    const file = await exported();
    const rewritten = await testApp().db.select().from(emailTemplates);
    expect(rewritten.length).toBeGreaterThan(0);
    const { body } = await preview({ ...file, emailTemplates: [] });
    expect(body.changes.find((part) => part.part === 'emailTemplates')).toBeUndefined();
    const applied = await request('/import', { content: JSON.stringify({ ...file, emailTemplates: [] }) });
    expect(applied.status).toBe(200);
    expect(await testApp().db.select().from(emailTemplates)).toEqual(rewritten);
  });

  it('names the exported file after the clinic’s day, not UTC’s', async () => {
    const { clock } = testApp();
    const was = clock.now();
    // 21 h 30 in Montréal on 18 November is already the 19th in UTC.
    clock.set(new Date('2026-11-19T02:30:00.000Z'));
    try {
      const { cookie: evening } = await staffMemberWithSession(testApp(), 'admin');
      const response = await request('', undefined, evening);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="configuration-clinique-2026-11-18.json"');
    } finally {
      clock.set(was);
    }
  });

  it('is the admin’s only', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie: other } = await staffMemberWithSession(testApp(), role);
      expect((await request('', undefined, other)).status).toBe(403);
      expect((await request('/import', { content: '{}' }, other)).status).toBe(403);
    }
  });
});
