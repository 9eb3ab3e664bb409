import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patientMessages } from 'shared-domain/patients/patient';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListsTestRoutes } from '../scheduling/appointments/lists-test-routes';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { answerAdminApi, failure, json, type StubApi, type TypedHandler } from '../../test-support/admin-stub-api';
import { testStaff } from '../../test-support/staff';
import { listedPatient, patientRecord } from '../../test-support/patients';
import { problemText } from 'shared-ui/problem-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const newFile = () => ({ patient: patientRecord('pat-new', { firstName: 'Zoé', lastName: 'Lavoie' }), upcoming: [], past: [] });

function renderCreation(
  routes: {
    duplicates: TypedHandler<'GET /api/admin/patients/duplicates'>;
    create?: TypedHandler<'POST /api/admin/patients'>;
  },
  role: StaffRole = 'admin',
) {
  const api = answerAdminApi({
    'GET /api/admin/me': () => json(200, { ...testStaff, role }),
    'GET /api/admin/patients': () => ({ patients: [], nextCursor: null }),
    'GET /api/admin/patients/duplicates': (request) => routes.duplicates(request),
    'POST /api/admin/patients': routes.create ?? (() => json(201, { patient: patientRecord('pat-new') })),
    'GET /api/admin/patients/pat-new': newFile,
  });
  renderRemoteRoutes(ListsTestRoutes, '/admin/patients', api);
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'Nouveau patient' });
const input = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function openAndFill(values: Record<string, string>) {
  fireEvent.click(await screen.findByRole('button', { name: 'Nouveau patient' }));
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(label), { target: { value } });
}

const zoe = { Prénom: ' Zoé ', Nom: 'Lavoie', Courriel: 'zoe@Exemple.CA', Téléphone: '(514) 555-0100' };
const duplicatesAsked = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/patients/duplicates')
    .map((request) => Object.fromEntries(request.url.searchParams));

describe('NewPatientDialog', () => {
  it('checks the form on the shared schema before asking anything', async () => {
    const api = renderCreation({ duplicates: () => ({ duplicates: [] }) });
    await openAndFill({});
    await waitFor(() => expect(document.activeElement).toBe(input('Prénom')));
    fireEvent.change(input('Courriel'), { target: { value: 'pas-un-courriel' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    within(dialog()).getByText('Veuillez remplir le champ « Prénom »');
    within(dialog()).getByText('Veuillez remplir le champ « Nom »');
    within(dialog()).getByText('Courriel doit être une adresse courriel valide');
    expect(document.activeElement).toBe(input('Prénom'));
    expect(input('Prénom').getAttribute('aria-invalid')).toBe('true');
    // The list, and the role (the page shows « Importer des patients » to those who may) aside.
    expect(api.requests.filter((request) => !['/api/admin/patients', '/api/admin/me'].includes(request.url.pathname))).toEqual([]);
  });

  it('creates a record nobody looks like, then opens its file', async () => {
    const api = renderCreation({ duplicates: () => ({ duplicates: [] }) });
    await openAndFill({ ...zoe, 'Date de naissance': '2019-06-01', Notes: 'Référée par sa mère.' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    await screen.findByRole('heading', { level: 1, name: 'Zoé Lavoie' });
    expect(currentLocation()).toBe('/admin/patients/pat-new');
    // The birth date too: a child has no address or phone of her own.
    expect(duplicatesAsked(api)).toEqual([
      { firstName: 'Zoé', lastName: 'Lavoie', email: 'zoe@exemple.ca', phone: '514 555-0100', dateOfBirth: '2019-06-01' },
    ]);
    expect(api.sent('POST', '/api/admin/patients')).toEqual([
      {
        firstName: 'Zoé',
        lastName: 'Lavoie',
        email: 'zoe@exemple.ca',
        phone: '514 555-0100',
        address: null,
        dateOfBirth: '2019-06-01',
        notes: 'Référée par sa mère.',
        confirmDuplicate: false,
      },
    ]);
  });

  it('offers the receptionist no « Notes »: the file’s notes are health text she does not read', async () => {
    renderCreation({ duplicates: () => ({ duplicates: [] }) }, 'reception');
    await openAndFill(zoe);
    expect(within(dialog()).queryByLabelText(/^Notes/)).toBeNull();
    cleanup();
    renderCreation({ duplicates: () => ({ duplicates: [] }) }, 'practitioner');
    await openAndFill(zoe);
    await within(dialog()).findByLabelText(/^Notes/);
  });

  it('warns about a likely duplicate before creating, and creates anyway when asked', async () => {
    const api = renderCreation({
      duplicates: () => ({
        duplicates: [listedPatient('pat-7', { firstName: 'Zoé', lastName: 'Lavoie', email: 'zoe@exemple.ca', phone: null })],
      }),
    });
    await openAndFill(zoe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    const heading = await within(dialog()).findByRole('heading', { name: 'Ce patient existe peut-être déjà' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    within(dialog()).getByText('Lavoie, Zoé');
    within(dialog()).getByText(/4 visites, dernière le mercredi 14 octobre 2026/);
    expect(within(dialog()).getByRole('link', { name: 'Ouvrir ce dossier : Zoé Lavoie' }).getAttribute('href')).toBe(
      '/admin/patients/pat-7',
    );
    // Nothing is created until staff say it is another person.
    expect(api.sent('POST', '/api/admin/patients')).toEqual([]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer quand même' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/patients/pat-new'));
    expect(api.sent('POST', '/api/admin/patients')).toEqual([expect.objectContaining({ firstName: 'Zoé', confirmDuplicate: true })]);
  });

  it('goes back to the form with what was typed, or opens the existing record instead', async () => {
    renderCreation({ duplicates: () => ({ duplicates: [listedPatient('pat-7')] }) });
    await openAndFill(zoe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Modifier la saisie' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Prénom')));
    expect(input('Prénom').value).toBe(' Zoé ');
    expect(input('Courriel').value).toBe('zoe@Exemple.CA');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    fireEvent.click(await within(dialog()).findByRole('link', { name: /Ouvrir ce dossier/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/patients/pat-7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats the server’s refusal of a duplicate (409 PAT_001) like the check', async () => {
    let checks = 0;
    const api = renderCreation({
      // Nobody alike at first; the record created meanwhile is found on the second look.
      duplicates: () => ({ duplicates: ++checks === 1 ? [] : [listedPatient('pat-8', { firstName: 'Zoé', lastName: 'Lavoie' })] }),
      create: ({ body }) =>
        (body as { confirmDuplicate: boolean }).confirmDuplicate
          ? json(201, { patient: patientRecord('pat-new') })
          : failure(409, { error: { code: 'PAT_001', message: patientMessages.likelyDuplicate } }),
    });
    await openAndFill(zoe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    await within(dialog()).findByRole('heading', { name: 'Ce patient existe peut-être déjà' });
    within(dialog()).getByText(patientMessages.likelyDuplicate);
    within(dialog()).getByText('Lavoie, Zoé');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer quand même' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/patients/pat-new'));
    expect(api.sent('POST', '/api/admin/patients').map((body) => (body as { confirmDuplicate: boolean }).confirmDuplicate)).toEqual([
      false,
      true,
    ]);
  });

  it('puts the server’s field messages on the fields, and says when it cannot be reached', async () => {
    let attempts = 0;
    renderCreation({
      duplicates: () => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return { duplicates: [] };
      },
      create: () =>
        failure(422, {
          error: {
            code: 'VAL_001',
            message: 'Certains champs sont invalides.',
            fields: { dateOfBirth: patientMessages.birthDateInFuture },
          },
        }),
    });
    await openAndFill({ ...zoe, 'Date de naissance': '2030-01-01' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(problemText.unreachable);
    // The form stayed as it was: sending again.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer le dossier' }));
    await within(dialog()).findByText(patientMessages.birthDateInFuture);
    await waitFor(() => expect(document.activeElement).toBe(input('Date de naissance')));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('forgets what was typed when closed', async () => {
    renderCreation({ duplicates: () => ({ duplicates: [] }) });
    await openAndFill(zoe);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau patient' }));
    expect(input('Prénom').value).toBe('');
  });
});
