import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { searchRule } from 'shared-domain/platform/search-rule';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListsTestRoutes } from '../scheduling/appointments/lists-test-routes';
import { listedPatient } from '../../test-support/patients';
import { type TypedHandler, answerAdminApi, failure } from '../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPatients(path: string, list: TypedHandler<'GET /api/admin/patients'>) {
  const api = answerAdminApi({ 'GET /api/admin/patients': list });
  renderRemoteRoutes(ListsTestRoutes, path, api);
  return api;
}

const asked = (api: ReturnType<typeof answerAdminApi>) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/patients')
    .map((request) => Object.fromEntries(request.url.searchParams));

const table = () => screen.getByRole('region', { name: 'Patients' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const searchBox = () => screen.getByRole('searchbox', { name: /^Rechercher un patient/ }) as HTMLInputElement;
const statusFilter = () => screen.getByRole('combobox', { name: /^Statut/ }) as HTMLSelectElement;

describe('PatientsPage', () => {
  it('lists the patients by last name with their contact, visits and next appointment', async () => {
    const api = renderPatients('/admin/patients', () => ({
      patients: [
        listedPatient('pat-1'),
        listedPatient('pat-2', {
          firstName: 'Marc',
          lastName: 'Roy',
          email: null,
          phone: '+1 (450) 555-0199',
          status: 'inactive',
          totalVisits: 0,
          lastVisit: null,
          nextAppointment: null,
        }),
      ],
      nextCursor: null,
    }));
    await screen.findByRole('heading', { level: 1, name: 'Patients' });
    await screen.findByRole('table');
    expect(asked(api)).toEqual([{}]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nom',
      'Courriel',
      'Téléphone',
      'Visites',
      'Dernière visite',
      'Prochain rendez-vous',
    ]);
    expect(rows()).toEqual([
      ['Gagnon, Léa', 'lea@example.com', '514 555-0142', '4', 'mercredi 14 octobre 2026', 'lundi 30 novembre 2026 à 9 h 30'],
      ['Roy, Marc (Inactif)', '—Aucun', '450 555-0199', '0', '—Aucune', '—Aucun'],
    ]);
    expect(within(table()).getByRole('link', { name: 'Gagnon, Léa' }).getAttribute('href')).toBe('/admin/patients/pat-1');
    expect(screen.getByRole('status').textContent).toBe('2 patients affichés.');
  });

  it('searches 300 ms after the last keystroke, and keeps the search in the address', async () => {
    const api = renderPatients('/admin/patients', ({ url }) =>
      url.searchParams.get('q') === 'Gag'
        ? { patients: [listedPatient('pat-1')], nextCursor: null }
        : { patients: [listedPatient('pat-1'), listedPatient('pat-2', { lastName: 'Roy' })], nextCursor: null },
    );
    await screen.findByRole('table');
    vi.useFakeTimers();
    fireEvent.change(searchBox(), { target: { value: 'G' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(searchBox(), { target: { value: 'Ga' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(searchBox(), { target: { value: 'Gag' } });
    // Nothing asked while typing, nor until the pause after the last keystroke is over…
    await act(() => vi.advanceTimersByTimeAsync(searchRule.delayMs - 1));
    expect(asked(api)).toHaveLength(1);
    expect(currentLocation()).toBe('/admin/patients');
    // …then once, with what was typed last.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe('/admin/patients?recherche=Gag');
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(asked(api)).toEqual([{}, { q: 'Gag' }]);
    expect(screen.getByRole('status').textContent).toBe('1 patient affiché.');
  });

  it('searches at once on Enter, and filters by status', async () => {
    const api = renderPatients('/admin/patients', () => ({ patients: [listedPatient('pat-1')], nextCursor: null }));
    await screen.findByRole('table');
    vi.useFakeTimers();
    fireEvent.change(searchBox(), { target: { value: ' Léa ' } });
    // A <search> landmark (Testing Library does not know its role yet).
    expect(searchBox().closest('search')?.getAttribute('aria-label')).toBe('Rechercher des patients');
    fireEvent.submit(searchBox().closest('form') as HTMLFormElement);
    expect(currentLocation()).toBe('/admin/patients?recherche=L%C3%A9a');
    fireEvent.change(statusFilter(), { target: { value: 'inactive' } });
    expect(currentLocation()).toBe('/admin/patients?recherche=L%C3%A9a&statut=inactive');
    await vi.waitFor(() => expect(asked(api)).toEqual([{}, { q: 'Léa' }, { q: 'Léa', status: 'inactive' }]));
    // The pause after typing changes nothing more.
    await act(() => vi.advanceTimersByTimeAsync(searchRule.delayMs));
    expect(asked(api)).toHaveLength(3);
    expect(currentLocation()).toBe('/admin/patients?recherche=L%C3%A9a&statut=inactive');
  });

  it('reads the search and status from the address; an unknown status means every status', async () => {
    const api = renderPatients('/admin/patients?recherche=Roy&statut=active', () => ({ patients: [], nextCursor: null }));
    await screen.findByText('Aucun patient ne correspond à cette recherche.');
    expect(searchBox().value).toBe('Roy');
    expect(statusFilter().value).toBe('active');
    expect(asked(api)).toEqual([{ q: 'Roy', status: 'active' }]);
    cleanup();
    const other = renderPatients('/admin/patients?statut=perdu', () => ({ patients: [], nextCursor: null }));
    await screen.findByText("Aucun patient n'est encore enregistré.");
    expect(statusFilter().value).toBe('');
    expect(asked(other)).toEqual([{}]);
  });

  it('pages on with the cursor, the focus on the first new patient', async () => {
    const api = renderPatients('/admin/patients', ({ url }) =>
      url.searchParams.get('cursor') === 'c1'
        ? { patients: [listedPatient('pat-3', { lastName: 'Roy' })], nextCursor: null }
        : { patients: [listedPatient('pat-1'), listedPatient('pat-2')], nextCursor: 'c1' },
    );
    await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe("2 patients affichés, d'autres suivent.");
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(within(table()).getAllByRole('row')[3]));
    expect(asked(api)).toEqual([{}, { cursor: 'c1' }]);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('says when the next page fails, keeping the list', async () => {
    renderPatients('/admin/patients', ({ url }) =>
      url.searchParams.has('cursor')
        ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
        : { patients: [listedPatient('pat-1')], nextCursor: 'c1' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    expect((await screen.findByText('La base de données est momentanément indisponible.')).getAttribute('role')).toBe('alert');
    expect(rows()).toHaveLength(1);
  });

  it('says when the list cannot be read, and tries again on request', async () => {
    let calls = 0;
    renderPatients('/admin/patients', () =>
      ++calls === 1
        ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } })
        : { patients: [listedPatient('pat-1')], nextCursor: null },
    );
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: 'Erreur lors du chargement des patients' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(1);
  });
});
