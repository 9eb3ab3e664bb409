import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { emailTemplates as catalogue, demoValues, type EmailRow } from 'shared-domain/clinic/email-templates';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, emailTemplates, serviceTypes } from '../../platform/db/schema';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import type { RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';
import { auditEventsOf } from '../../testing/audit-events';
import { outboxMails } from '../../testing/outbox';
import { staffMemberWithSession } from '../../testing/team-test-support';
import type { EmailTemplateView } from './email-template-changes';
import { loadEmailClinic } from './load-email-templates';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import { publicBooking } from '../../testing/public-booking';

const base = '/api/admin/email-templates';

type Listed = { templates: EmailTemplateView[] };
type Saved = { template: EmailTemplateView; changed: string[] };

describe('« Modèles de courriels »', () => {
  const testApp = useTestApp({ config: { trustProxy: true } });
  let admin: string;
  const call = (cookie: string, path: string, method = 'GET', body?: unknown) =>
    testApp().app.request(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const stored = () => testApp().db.select().from(emailTemplates);

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailTemplates);
    admin = (await staffMemberWithSession(testApp(), 'admin')).cookie;
  });

  it('lists every template with its fields, the original words and nothing customised', async () => {
    const response = await call(admin, '');
    expect(response.status).toBe(200);
    const { templates } = (await response.json()) as Listed;
    expect(templates.map((template) => template.key)).toEqual(Object.keys(catalogue));
    const reminder = templates.find((template) => template.key === 'rappel');
    expect(reminder).toMatchObject({
      name: 'Rappel de rendez-vous',
      subject: catalogue.rappel.subject,
      body: catalogue.rappel.body,
      customised: false,
      updatedAt: null,
    });
    expect(reminder?.fields).toContainEqual({ name: 'lien_confirmation', description: expect.any(String), kind: 'link' });
    expect(reminder?.fields).toContainEqual({ name: 'clinique', description: 'Le nom de la clinique', kind: 'text' });
  });

  it('saves a template, audits its subject before and after, and restores the original (audited too)', async () => {
    const subject = 'Rappel : demain à {heure} à la {clinique}';
    const saved = await call(admin, '/rappel', 'PUT', { subject: `  ${subject} `, body: catalogue.rappel.body });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ template: { subject, customised: true }, changed: ['subject'] });
    expect(await stored()).toMatchObject([{ key: 'rappel', subject, body: catalogue.rappel.body, updatedAt: expect.any(String) }]);
    const [audit, ...more] = await auditEventsOf(testApp().db, 'settings.email_template_updated', 'rappel');
    expect(more).toEqual([]);
    expect(audit?.details).toEqual({ template: 'rappel', changes: { subject: { before: catalogue.rappel.subject, after: subject } } });

    // The same words again change nothing and write no entry.
    expect(((await (await call(admin, '/rappel', 'PUT', { subject, body: catalogue.rappel.body })).json()) as Saved).changed).toEqual([]);
    expect(await auditEventsOf(testApp().db, 'settings.email_template_updated', 'rappel')).toHaveLength(1);

    const restored = await call(admin, '/rappel', 'DELETE');
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      template: { subject: catalogue.rappel.subject, customised: false },
      changed: ['subject'],
    });
    expect(await stored()).toEqual([]);
    const [restoredAudit] = await auditEventsOf(testApp().db, 'settings.email_template_restored', 'rappel');
    expect(restoredAudit?.details).toEqual({
      template: 'rappel',
      changes: { subject: { before: subject, after: catalogue.rappel.subject } },
    });
  });

  it('refuses bad input in French beside its field, 4xx, and changes nothing', async () => {
    await call(admin, '/rappel', 'PUT', { subject: 'Rappel – {clinique}', body: catalogue.rappel.body });
    const before = await stored();
    const audited = (await auditEventsOf(testApp().db, 'settings.email_template_updated', 'rappel')).length;
    const cases: [unknown, string, RegExp][] = [
      [
        { subject: 'Rappel {xyz}', body: 'Bonjour' },
        'subject',
        /^Le champ \{xyz\} n'existe pas pour ce courriel\. Champs offerts : \{nom\}/,
      ],
      [{ subject: 'Rappel', body: 'Bonjour {nom' }, 'body', /accolade « \{ » n’est pas fermée/],
      [{ subject: 'Rappel', body: 'Voir {détails} ici' }, 'body', /doit être seul sur sa ligne/],
      [{ subject: '', body: 'Bonjour' }, 'subject', /^L'objet est obligatoire\.$/],
      [{ subject: 'x'.repeat(151), body: 'Bonjour' }, 'subject', /150 caractères/],
      [{ subject: 'Rappel', body: 'x'.repeat(5001) }, 'body', /5 000 caractères/],
      [{ subject: 'Rappel' }, 'body', /obligatoire/],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(admin, '/rappel', 'PUT', body);
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields?.[field]).toMatch(message);
    }
    const unknownKey = await call(admin, '/inconnu', 'PUT', { subject: 'Rappel', body: 'Bonjour' });
    expect(unknownKey.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknownKey)).error.fields?.key).toBe('Ce modèle de courriel n’existe pas.');
    expect((await call(admin, '/inconnu', 'DELETE')).status).toBe(422);
    expect((await call(admin, '/rappel', 'PUT', '{"subject":')).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await auditEventsOf(testApp().db, 'settings.email_template_updated', 'rappel')).toHaveLength(audited);
  });

  it('previews with the demo values in HTML and text, escaping what was typed, without saving', async () => {
    const response = await call(admin, '/preview', 'POST', {
      key: 'rappel',
      subject: 'Rappel <b>{date}</b>',
      body: 'Bonjour {nom} <script>alert(1)</script>,\n\n{détails}\n\n{présence}\n{lien_confirmation}',
    });
    expect(response.status).toBe(200);
    const { preview } = (await response.json()) as { preview: RenderedEmail };
    expect(preview.subject).toBe('Rappel <b>lundi 23 novembre 2026</b>');
    expect(preview.text).toContain('Bonjour Julie Bouchard <script>alert(1)</script>,\n\n- Service : Suivi chiropratique');
    expect(preview.html).not.toContain('<script>');
    expect(preview.html).toContain('Bonjour Julie Bouchard &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(preview.html).toContain('<title>Rappel &lt;b&gt;lundi 23 novembre 2026&lt;/b&gt;</title>');
    expect(preview.html).toContain('>Confirmer ma présence</a>');
    expect(await stored()).toEqual([]);

    const refused = await call(admin, '/preview', 'POST', { key: 'rappel', subject: 'Rappel {xyz}', body: 'Bonjour' });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiErrorBody>(refused)).error.fields?.subject).toContain('{xyz}');
    expect((await call(admin, '/preview', 'POST', { key: 'inconnu', subject: 'x', body: 'y' })).status).toBe(422);
  });

  it('is the admin’s only: a practitioner and the reception are refused', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie } = await staffMemberWithSession(testApp(), role);
      expect((await call(cookie, '')).status).toBe(403);
      expect((await call(cookie, '/rappel', 'PUT', { subject: 'Rappel', body: 'Bonjour' })).status).toBe(403);
      expect((await call(cookie, '/rappel', 'DELETE')).status).toBe(403);
      expect((await call(cookie, '/preview', 'POST', { key: 'rappel', subject: 'Rappel', body: 'Bonjour' })).status).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });

  it('sends the next booking’s confirmation with the subject the clinic wrote', async () => {
    const subject = 'Votre visite du {date} à {heure} est notée – {clinique}';
    expect((await call(admin, '/confirmation', 'PUT', { subject, body: catalogue.confirmation.body })).status).toBe(200);
    await testApp().db.delete(emailOutbox);
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    const booked = await testApp().app.request('/api/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify(
        publicBooking({
          serviceId: service?.id,
          date: '2026-11-19',
          time: '11:00',
          name: 'Julie Martin',
          email: 'julie.martin@courriel.example',
          phone: '514 555-0111',
        }),
      ),
    });
    expect(booked.status).toBe(201);
    await afterAnswersSettled();
    const [mail] = await outboxMails(testApp(), eq(emailOutbox.to, 'julie.martin@courriel.example'));
    expect(mail?.subject).toBe('Votre visite du jeudi 19 novembre 2026 à 11 h est notée – Clinique chiropratique Émilie Tremblay');
    expect(mail?.text).toContain('Bonjour Julie Martin,');
  });
});

describe('the demo clinic’s templates', () => {
  const testApp = useTestApp();

  it('has its reminder rewritten, and the reminder carries the clinic’s words', async () => {
    const { cookie } = await staffMemberWithSession(testApp(), 'admin');
    const { templates } = (await (await testApp().app.request(base, { headers: { cookie } })).json()) as Listed;
    const customised = templates.filter((template) => template.customised).map((template) => template.key);
    expect(customised).toEqual(['rappel']);
    const demo = demoValues('rappel');
    const mail = templateEmail(await loadEmailClinic(testApp().db), 'rappel', {
      nom: 'Julie Bouchard',
      date: 'jeudi 19 novembre 2026',
      heure: '9 h',
      service: 'Suivi chiropratique',
      durée: '30 minutes',
      détails: demo.détails as EmailRow[],
      présence: 'Merci de confirmer votre présence :',
      lien_confirmation: 'https://clinique.example/appointment/confirm/x',
      lien: 'https://clinique.example/appointment/manage/x',
    });
    expect(mail.text).toContain('- Adresse : ');
    expect(mail.text).toContain('Le stationnement est gratuit derrière l’édifice.');
    expect(mail.html).toContain('Le stationnement est gratuit derrière l’édifice.');
  });
});
