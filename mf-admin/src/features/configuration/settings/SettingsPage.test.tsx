import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quickFindings, quickTreatments } from 'shared-domain/clinical/soap-quick-texts';
import { soapTemplateMessages } from 'shared-domain/clinical/soap-template';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type AdminAnswer, answerAdminApi, json, failure, type AdminStubRoutes } from '../../../test-support/admin-stub-api';
import { SettingsPage } from './SettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A SOAP template as the API lists it. */
type Template = AdminAnswer<'GET /api/admin/soap-templates'>['templates'][number];

const template = (id: string, name: string, category: Template['category'], followUpDays: number, displayOrder: number): Template => ({
  id,
  name,
  category,
  subjective: `S ${name}`,
  objective: '',
  assessment: '',
  plan: `P ${name}`,
  followUpDays,
  isActive: true,
  displayOrder,
});

const path = '/api/admin/soap-templates';

/** A stubbed API that keeps the templates as the server would, so a change shows after the refresh. */
function renderSettings(overrides: AdminStubRoutes = {}) {
  let templates = [
    template('colic', 'Coliques du nourrisson', 'pediatric', 4, 0),
    template('adhd', 'TDAH chez l’enfant', 'neurological', 14, 1),
    template('torticollis', 'Torticolis congénital', 'pediatric', 3, 2),
    { ...template('neck', 'Cervicalgie de bureau', 'musculoskeletal', 3, 3), isActive: false },
  ];
  const sorted = () => [...templates].sort((a, b) => a.displayOrder - b.displayOrder);
  const api = answerAdminApi({
    [`GET ${path}` as const]: () => json(200, { templates: sorted() }),
    [`POST ${path}` as const]: ({ body }) => {
      const created = { ...(body as Template), id: 'new', isActive: true, displayOrder: templates.length };
      templates = [...templates, created];
      return json(201, { template: created });
    },
    [`PATCH ${path}/colic` as const]: ({ body }) => {
      templates = templates.map((row) => (row.id === 'colic' ? { ...row, ...(body as Partial<Template>) } : row));
      return json(200, { template: templates.find((row) => row.id === 'colic')! });
    },
    [`POST ${path}/colic/move` as const]: () => {
      templates = templates.map((row) =>
        row.id === 'colic' ? { ...row, displayOrder: 2 } : row.id === 'torticollis' ? { ...row, displayOrder: 0 } : row,
      );
      return json(200, { templates: sorted() });
    },
    ...overrides,
  });
  // The SOAP templates' section, wherever the menu places it.
  renderAdminPage(<SettingsPage />, api, '/admin/settings?section=notes');
  return api;
}

const category = (name: string) => screen.getByRole('list', { name });
const names = (name: string) =>
  within(category(name))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string, label: string) => within(dialog(name)).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('SettingsPage', () => {
  it('lists every template by category with its follow-up and state, and the quick texts read-only', async () => {
    const api = renderSettings();
    screen.getByRole('heading', { level: 1, name: 'Paramètres' });
    const menu = screen.getByRole('navigation', { name: 'Sections — Paramètres' });
    expect(within(menu).getByRole('link', { name: 'Notes cliniques' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', { level: 2, name: 'Modèles de notes SOAP' });
    await screen.findByText('Coliques du nourrisson');
    expect(names('Pédiatrie')).toEqual(['Coliques du nourrisson', 'Torticolis congénital']);
    expect(names('Neurologie')).toEqual(['TDAH chez l’enfant']);
    expect(names('Musculosquelettique')).toEqual(['Cervicalgie de bureau']);
    screen.getByText('Aucun modèle dans cette catégorie.');
    const colic = within(category('Pédiatrie')).getAllByRole('listitem')[0]!;
    within(colic).getByText('Suivi dans 4 jours');
    within(colic).getByText('Actif');
    within(category('Musculosquelettique')).getByText('Inactif');
    screen.getByRole('button', { name: 'Réactiver le modèle Cervicalgie de bureau' });
    // The settings ask for the inactive templates too.
    expect(api.requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual([`${path}?include=inactive`]);

    screen.getByRole('heading', { level: 2, name: 'Textes rapides' });
    screen.getByText(/affiche les quatre premiers textes de chaque liste/);
    const findings = screen.getByRole('heading', { level: 3, name: 'Constatations fréquentes' }).nextElementSibling!;
    const treatments = screen.getByRole('heading', { level: 3, name: 'Traitements fréquents' }).nextElementSibling!;
    expect(
      within(findings as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...quickFindings]);
    expect(
      within(treatments as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...quickTreatments]);
  });

  it('says when the templates cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderSettings({
      [`GET ${path}` as const]: () => {
        calls += 1;
        return calls === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : json(200, { templates: [template('colic', 'Coliques du nourrisson', 'pediatric', 4, 0)] });
      },
    });
    await screen.findByRole('alert');
    screen.getByText('Les modèles n’ont pas pu être chargés');
    screen.getByText('La base de données est momentanément indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Coliques du nourrisson');
  });

  it('checks a new template on the shared schema, then creates it', async () => {
    const api = renderSettings();
    await screen.findByText('Coliques du nourrisson');
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau modèle' }));
    const title = 'Nouveau modèle';
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Créer le modèle' }));
    within(dialog(title)).getByText('Veuillez remplir le champ « Nom »');
    within(dialog(title)).getByText(soapTemplateMessages.fillOneSection);
    within(dialog(title)).getByText(soapTemplateMessages.followUpInvalid);
    expect(document.activeElement).toBe(field(title, 'Nom'));
    expect(api.sent('POST', path)).toEqual([]);

    fireEvent.change(field(title, 'Nom'), { target: { value: ' Entorse de cheville ' } });
    fireEvent.change(field(title, 'Catégorie'), { target: { value: 'musculoskeletal' } });
    fireEvent.change(field(title, 'Plan'), { target: { value: 'Glace, mobilisation.' } });
    fireEvent.change(field(title, 'Suivi'), { target: { value: '7' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Créer le modèle' }));
    await screen.findByText(soapTemplateMessages.created);
    expect(api.sent('POST', path)).toEqual([
      {
        name: 'Entorse de cheville',
        category: 'musculoskeletal',
        subjective: '',
        objective: '',
        assessment: '',
        plan: 'Glace, mobilisation.',
        followUpDays: 7,
      },
    ]);
    await waitFor(() => expect(names('Musculosquelettique')).toEqual(['Cervicalgie de bureau', 'Entorse de cheville']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s message when the name is taken, and keeps the form', async () => {
    renderSettings({
      [`POST ${path}` as const]: () =>
        failure(409, {
          error: { code: 'TPL_001', message: soapTemplateMessages.nameTaken, fields: { name: soapTemplateMessages.nameTaken } },
        }),
    });
    await screen.findByText('Coliques du nourrisson');
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau modèle' }));
    const title = 'Nouveau modèle';
    fireEvent.change(field(title, 'Nom'), { target: { value: 'Coliques du nourrisson' } });
    fireEvent.change(field(title, 'Subjectif'), { target: { value: 'Pleurs' } });
    fireEvent.change(field(title, 'Suivi'), { target: { value: '4' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Créer le modèle' }));
    await within(dialog(title)).findByText(soapTemplateMessages.nameTaken);
    expect(field(title, 'Nom').value).toBe('Coliques du nourrisson');
  });

  it('edits a template from its values, under the specification’s section labels', async () => {
    const api = renderSettings();
    await screen.findByText('Coliques du nourrisson');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le modèle Coliques du nourrisson' }));
    const title = 'Modifier le modèle';
    expect(field(title, 'Nom').value).toBe('Coliques du nourrisson');
    expect(field(title, 'Catégorie').value).toBe('pediatric');
    expect(field(title, 'Subjectif').value).toBe('S Coliques du nourrisson');
    expect(field(title, 'Objectif').value).toBe('');
    expect(field(title, 'Évaluation').value).toBe('');
    expect(field(title, 'Suivi').value).toBe('4');
    fireEvent.change(field(title, 'Plan'), { target: { value: 'Revoir dans 5 jours.' } });
    fireEvent.change(field(title, 'Suivi'), { target: { value: '5' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(soapTemplateMessages.updated);
    expect(api.sent('PATCH', `${path}/colic`)).toEqual([
      {
        name: 'Coliques du nourrisson',
        category: 'pediatric',
        subjective: 'S Coliques du nourrisson',
        objective: '',
        assessment: '',
        plan: 'Revoir dans 5 jours.',
        followUpDays: 5,
      },
    ]);
    await screen.findByText('Suivi dans 5 jours');
  });

  it('deactivates a template, which then shows as inactive', async () => {
    const api = renderSettings();
    await screen.findByText('Coliques du nourrisson');
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le modèle Coliques du nourrisson' }));
    await screen.findByText(`${soapTemplateMessages.deactivated} : Coliques du nourrisson`);
    expect(api.sent('PATCH', `${path}/colic`)).toEqual([{ isActive: false }]);
    await screen.findByRole('button', { name: 'Réactiver le modèle Coliques du nourrisson' });
    const colic = within(category('Pédiatrie')).getAllByRole('listitem')[0]!;
    within(colic).getByText('Inactif');
  });

  it('says why a change was refused', async () => {
    renderSettings({
      [`PATCH ${path}/colic` as const]: () => failure(404, { error: { code: 'NOT_FOUND', message: soapTemplateMessages.notFound } }),
    });
    await screen.findByText('Coliques du nourrisson');
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le modèle Coliques du nourrisson' }));
    await screen.findByText(soapTemplateMessages.notFound);
  });

  it('moves a template within its category and keeps the focus on it', async () => {
    const api = renderSettings();
    await screen.findByText('Coliques du nourrisson');
    expect((screen.getByRole('button', { name: 'Monter le modèle Coliques du nourrisson' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre le modèle Torticolis congénital' }) as HTMLButtonElement).disabled).toBe(true);
    const down = screen.getByRole('button', { name: 'Descendre le modèle Coliques du nourrisson' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(names('Pédiatrie')).toEqual(['Torticolis congénital', 'Coliques du nourrisson']));
    expect(api.sent('POST', `${path}/colic/move`)).toEqual([{ direction: 'down' }]);
    screen.getByText('« Coliques du nourrisson » déplacé');
    // Now last: « Descendre » is off, so the focus goes to « Monter » of the same template.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter le modèle Coliques du nourrisson' })),
    );
  });
});
