import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate } from 'shared-domain/platform/format';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { type AnswerOf, answerAdminApi, json, failure, type StubApi, type TypedHandler } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';
import type { ListedAppointment } from '../../../test-support/appointment';
import { currentMonth } from './appointment-filters';
import { adminAppointment, ListsTestRoutes } from './lists-test-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const november = '/admin/appointments?du=2026-11-01&au=2026-11-30';

function renderList(path: string, list: TypedHandler<'GET /api/admin/appointments'>, role: StaffRole = 'admin') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => json(200, { ...testStaff, role }), 'GET /api/admin/appointments': list });
  renderRemoteRoutes(ListsTestRoutes, path, api);
  return api;
}

/** The query of each GET /appointments, in order. */
const asked = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/appointments')
    .map((request) => Object.fromEntries(request.url.searchParams));

const table = () => screen.getByRole('region', { name: 'Rendez-vous correspondant aux filtres' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** The export's two links, Excel in French then in English, by their addresses. */
const exportLinks = async () => {
  const french = await screen.findByRole('link', { name: /^CSV — Excel français : les rendez-vous filtrés \(point-virgule/ });
  const english = screen.getByRole('link', { name: /^CSV — Excel anglais : les rendez-vous filtrés \(virgule entre/ });
  return [french, english].map((link) => link.getAttribute('href'));
};
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const choice = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLSelectElement;

describe('AppointmentsPage', () => {
  it('lists this month’s appointments in French, and exports the same selection', async () => {
    const api = renderList('/admin/appointments', () =>
      json(200, {
        appointments: [
          adminAppointment('a1'),
          adminAppointment('a2', {
            patientId: null,
            name: 'Marc Roy',
            scheduledTime: '14:00',
            status: 'no_show',
            statusLabel: 'Absent',
            bookingSource: 'admin',
            serviceName: null,
          }),
        ],
        nextCursor: null,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    await screen.findByRole('table');
    const month = currentMonth();
    expect(asked(api)).toEqual([{ from: month.from, to: month.to }]);
    expect(field('Du').value).toBe(month.from);
    expect(field('Au').value).toBe(month.to);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Heure',
      'Patient',
      'Service',
      'Statut',
      'Source',
    ]);
    expect(rows()).toEqual([
      [
        'lundi 23 novembre 2026, voir dans le calendrier',
        '9 h 30',
        'Léa Gagnon',
        'Ajustement chiropratique',
        'Confirmé',
        'Réservation en ligne',
      ],
      ['lundi 23 novembre 2026, voir dans le calendrier', '14 h', 'Marc Roy', '—Aucun', 'Absent', 'Clinique'],
    ]);
    // The date opens the day in the calendar with the appointment picked out; the name, the file.
    const [first] = within(table()).getAllByRole('link', { name: /voir dans le calendrier/ });
    expect(first?.getAttribute('href')).toBe('/admin/calendar?date=2026-11-23&rdv=a1');
    expect(within(table()).getByRole('link', { name: 'Léa Gagnon' }).getAttribute('href')).toBe('/admin/patients/pat-1');
    expect(within(table()).queryByRole('link', { name: 'Marc Roy' })).toBeNull();
    // On a phone each row is a block whose lines carry their column's name.
    expect(
      within(within(table()).getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Date', 'Heure', 'Patient', 'Service', 'Statut', 'Source']);
    expect(screen.getByRole('status').textContent).toBe('2 rendez-vous affichés.');
    screen.getByText('Exporter (CSV)');
    expect(await exportLinks()).toEqual([
      `/api/admin/appointments/export.csv?from=${month.from}&to=${month.to}&format=excel-fr`,
      `/api/admin/appointments/export.csv?from=${month.from}&to=${month.to}&format=excel-en`,
    ]);
  });

  it('reads its filters from the address, asks for them and exports them', async () => {
    const api = renderList(`${november}&statut=pending&source=online&patient=Gagnon`, () =>
      json(200, { appointments: [adminAppointment('a1', { status: 'pending', statusLabel: 'En attente' })], nextCursor: null }),
    );
    await screen.findByRole('table');
    expect(asked(api)).toEqual([{ from: '2026-11-01', to: '2026-11-30', status: 'pending', source: 'online', q: 'Gagnon' }]);
    expect(choice('Statut').value).toBe('pending');
    expect(choice('Source').value).toBe('online');
    expect(field('Patient').value).toBe('Gagnon');
    expect(await exportLinks()).toEqual([
      '/api/admin/appointments/export.csv?from=2026-11-01&to=2026-11-30&status=pending&source=online&q=Gagnon&format=excel-fr',
      '/api/admin/appointments/export.csv?from=2026-11-01&to=2026-11-30&status=pending&source=online&q=Gagnon&format=excel-en',
    ]);
  });

  it.each(['reception', 'practitioner'] as const)('offers the %s no CSV: a bulk export is the management’s', async (role) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderList(november, () => json(200, { appointments: [adminAppointment('a1')], nextCursor: null }), role);
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 rendez-vous affiché.'));
    // The role comes with GET /me, which may answer after the list: on this clock the stubs take no
    // time, so a second is long past its answer, however busy the machine.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('link', { name: /^CSV — Excel/ })).toBeNull();
  });

  it('falls back to the defaults for what the address cannot mean', async () => {
    const api = renderList('/admin/appointments?du=2026-02-30&statut=perdu&source=fax', () =>
      json(200, { appointments: [], nextCursor: null }),
    );
    await screen.findByText('Aucun rendez-vous ne correspond à ces filtres.');
    const month = currentMonth();
    expect(asked(api)).toEqual([{ from: month.from, to: month.to }]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('applies the chosen filters to the address and the list, and resets them', async () => {
    const api = renderList(november, ({ url }) =>
      url.searchParams.get('status') === 'cancelled'
        ? json(200, {
            appointments: [adminAppointment('a9', { status: 'cancelled', statusLabel: 'Annulé', bookingSource: 'waitlist' })],
            nextCursor: null,
          })
        : json(200, { appointments: [adminAppointment('a1'), adminAppointment('a2')], nextCursor: null }),
    );
    await screen.findByRole('table');
    fireEvent.change(field('Du'), { target: { value: '2026-10-01' } });
    fireEvent.change(choice('Statut'), { target: { value: 'cancelled' } });
    fireEvent.change(choice('Source'), { target: { value: 'waitlist' } });
    fireEvent.change(field('Patient'), { target: { value: '  Léa ' } });
    // Nothing is asked before « Filtrer ».
    expect(asked(api)).toHaveLength(1);
    const apply = screen.getByRole('button', { name: 'Filtrer' });
    apply.focus();
    fireEvent.click(apply);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(currentLocation()).toBe('/admin/appointments?du=2026-10-01&au=2026-11-30&statut=cancelled&source=waitlist&patient=L%C3%A9a');
    expect(asked(api)[1]).toEqual({ from: '2026-10-01', to: '2026-11-30', status: 'cancelled', source: 'waitlist', q: 'Léa' });
    expect(screen.getByRole('status').textContent).toBe('1 rendez-vous affiché.');
    expect(rows()[0]?.[5]).toBe("Liste d'attente");
    // The focus stays where the staff member pressed.
    await waitFor(() => expect(document.activeElement).toBe(apply));

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/appointments'));
    const month = currentMonth();
    expect(field('Du').value).toBe(month.from);
    expect(choice('Statut').value).toBe('');
    expect(field('Patient').value).toBe('');
    // This month's list again (asked, or from the cache when the test runs in November 2026).
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(asked(api).filter((query) => query.status)).toHaveLength(1);
  });

  it('refuses dates it cannot use, on the field, without asking the server', async () => {
    const api = renderList(november, () => json(200, { appointments: [], nextCursor: null }));
    await screen.findByText('Aucun rendez-vous ne correspond à ces filtres.');
    fireEvent.change(field('Du'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    screen.getByText('Indiquez la date de début.');
    await waitFor(() => expect(document.activeElement).toBe(field('Du')));
    expect(field('Du').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Du'), { target: { value: '2026-11-20' } });
    fireEvent.change(field('Au'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.queryByText('Indiquez la date de début.')).toBeNull();
    screen.getByText('La date de fin doit être le même jour que la date de début ou plus tard.');
    expect(document.activeElement).toBe(field('Au'));
    expect(currentLocation()).toBe(november);
    expect(asked(api)).toHaveLength(1);
  });

  it('pages on with the cursor, the focus on the first new appointment', async () => {
    const firstPage = Array.from({ length: 3 }, (_, index) => adminAppointment(`a${index}`));
    const api = renderList(november, ({ url }) =>
      url.searchParams.get('cursor') === 'curseur-2'
        ? json(200, { appointments: [adminAppointment('a3', { name: 'Zoé Lavoie', patientId: 'pat-3' })], nextCursor: null })
        : json(200, { appointments: firstPage, nextCursor: 'curseur-2' }),
    );
    await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe("3 rendez-vous affichés, d'autres suivent.");
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await waitFor(() => expect(document.activeElement).toBe(within(table()).getAllByRole('row')[4]));
    expect(rows()[3]?.[2]).toBe('Zoé Lavoie');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    expect(asked(api)).toEqual([
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-01', to: '2026-11-30', cursor: 'curseur-2' },
    ]);
  });

  it('keeps what it shows when the next page fails, and says so', async () => {
    renderList(november, ({ url }) =>
      url.searchParams.has('cursor')
        ? failure(422, {
            error: { code: 'VAL_001', message: 'Cette page de résultats est introuvable. Veuillez recommencer la recherche.' },
          })
        : json(200, { appointments: [adminAppointment('a1')], nextCursor: 'curseur' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    const problem = await screen.findByText('Cette page de résultats est introuvable. Veuillez recommencer la recherche.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(rows()).toHaveLength(1);
  });

  it('says when the list cannot be read, and tries again on request', async () => {
    let calls = 0;
    renderList(november, () =>
      ++calls === 1
        ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
        : json(200, {
            // Values the API does not send today (a status or a source added later): outside its types on purpose.
            appointments: [
              adminAppointment('a1', {
                status: 'archived',
                statusLabel: 'archived',
                bookingSource: 'fax',
              } as unknown as Partial<ListedAppointment>),
            ],
            nextCursor: null,
          }),
    );
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: 'Erreur lors du chargement des rendez-vous' });
    within(notice).getByText('La base de données est momentanément indisponible.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table');
    // A status or a source this screen does not know is shown as stored.
    expect(rows()[0]?.slice(4)).toEqual(['archived', 'fax']);
    expect(screen.queryByRole('heading', { name: 'Erreur lors du chargement des rendez-vous' })).toBeNull();
  });

  it('shows a loading state, then the long date of each row', async () => {
    let answer: (response: AnswerOf<'GET /api/admin/appointments'>) => void = () => {};
    renderList(november, () => new Promise<AnswerOf<'GET /api/admin/appointments'>>((resolve) => (answer = resolve)));
    await screen.findByText('Chargement des rendez-vous…');
    answer(json(200, { appointments: [adminAppointment('a1', { scheduledDate: '2026-11-30' })], nextCursor: null }));
    await screen.findByRole('table');
    expect(rows()[0]?.[0]).toBe(`${formatDate('2026-11-30')}, voir dans le calendrier`);
    expect(screen.queryByText('Chargement des rendez-vous…')).toBeNull();
  });
});
