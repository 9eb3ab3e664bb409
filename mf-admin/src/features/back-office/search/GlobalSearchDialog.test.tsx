import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { createQueryClient } from 'shared-ui/query-client';

import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { AppointmentHit, PatientHit, SearchResults } from './api/search';
import { GlobalSearchDialog } from './GlobalSearchDialog';
import { recentSearchesKey } from './recent-searches';
import { answerAdminApi, failure, type TypedHandler } from '../../../test-support/admin-stub-api';

const patient = (id: string, firstName: string, lastName: string): PatientHit => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '5145550142',
  status: 'active',
  totalVisits: 3,
  lastVisit: '2026-10-01',
  nextAppointment: null,
});

const appointment = (id: string, name: string, scheduledDate: string): AppointmentHit => ({
  id,
  patientId: null,
  name,
  email: 'x@example.com',
  phone: '5145550142',
  reason: 'Douleur lombaire',
  reasonOnFile: true,
  notesOnFile: false,
  patientAge: null,
  preferredTime: null,
  status: 'confirmed',
  statusLabel: 'Confirmé',
  scheduledDate,
  scheduledTime: '14:30',
  durationMinutes: 30,
  serviceTypeId: 's1',
  serviceName: 'Ajustement',
  serviceColor: '#2f6f62',
  priceCents: 8500,
  bookingSource: 'admin',
  presenceConfirmed: false,
  arrivedAt: null,
  paymentStatus: 'pending',
  depositRequiredCents: 0,
  depositPaidCents: 0,
  cancellationReason: null,
  notes: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
});

const found: SearchResults = {
  patients: [patient('p1', 'Marie', 'Tremblay'), patient('p2', 'Luc', 'Tremblay')],
  appointments: [appointment('a1', 'Marie Tremblay', '2026-12-01')],
};

const answering = (handler: TypedHandler<'GET /api/admin/search'>) => answerAdminApi({ 'GET /api/admin/search': handler });

let onClose: Mock<() => void>;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderSearch(api = answering(() => found)) {
  vi.stubGlobal('fetch', api);
  onClose = vi.fn<() => void>();
  const view = render(
    <QueryProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <GlobalSearchDialog open onClose={onClose} />
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { api, ...view };
}

const field = () => screen.getByRole('combobox', { name: 'Rechercher un patient ou un rendez-vous' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(field(), { key: name });
const status = () => screen.getByRole('status').textContent;
const options = () => screen.queryAllByRole('option');
const activeOption = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '');
const waitForResults = () => screen.findAllByRole('option', {}, { timeout: 3000 });
const searched = (api: ReturnType<typeof answering>) => api.requests.map((request) => request.url.searchParams.get('q'));

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GlobalSearchDialog', () => {
  it('is a dialog around an ARIA 1.2 combobox, focused, collapsed while empty', () => {
    renderSearch();
    screen.getByRole('dialog', { name: 'Recherche globale' });
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(field().getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    expect(field().getAttribute('maxlength')).toBe('100');
  });

  it('waits until the typing has paused 300 ms, then asks once for the latest text', async () => {
    vi.useFakeTimers();
    const { api } = renderSearch();
    type('Tr');
    await act(() => vi.advanceTimersByTimeAsync(200));
    type('Tre');
    await act(() => vi.advanceTimersByTimeAsync(200));
    type('Trem');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.requests).toHaveLength(0);
    expect(status()).toBe('Recherche…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(options()).toHaveLength(3));
    expect(searched(api)).toEqual(['Trem']);
  });

  it('asks nothing below 2 characters, and says so', async () => {
    vi.useFakeTimers();
    const { api } = renderSearch();
    type('T');
    expect(status()).toBe('Saisissez au moins 2 caractères.');
    type('  T  ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(status()).toBe('Saisissez au moins 2 caractères.');
    expect(api.requests).toHaveLength(0);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    // Two characters once trimmed: asked, trimmed.
    type(' Tr ');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await vi.waitFor(() => expect(searched(api)).toEqual(['Tr']));
  });

  it('shows the patients and the upcoming appointments in two groups', async () => {
    renderSearch();
    type('Tremblay');
    await waitForResults();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Résultats de la recherche' });
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby')).map((id) => document.getElementById(id ?? '')?.textContent),
    ).toEqual(['Patients', 'Rendez-vous à venir']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Marie Tremblaymarie@example.com · 514 555-0142', 'Luc Tremblayluc@example.com · 514 555-0142']);
    expect(within(groups[1] as HTMLElement).getByRole('option').textContent).toBe(
      'Marie Tremblaymardi 1 décembre 2026, 14 h 30 · Ajustement · Confirmé',
    );
    expect(status()).toBe('3 résultats. Parcourez-les avec les flèches, ouvrez-en un avec Entrée.');
  });

  it('moves through the options with the arrows, Home and End, the focus staying in the field', async () => {
    renderSearch();
    type('Tremblay');
    await waitForResults();
    expect(activeOption()).toBeNull();
    // Before an option is active, Home and End are the field's own (the caret).
    expect(key('End')).toBe(true);
    expect(activeOption()).toBeNull();

    expect(key('ArrowDown')).toBe(false);
    expect(activeOption()?.textContent).toMatch(/^Marie Tremblaymarie@/);
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()?.textContent).toMatch(/^Luc Tremblay/);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(key('End')).toBe(false);
    expect(activeOption()?.textContent).toMatch(/^Marie Tremblaymardi/);
    key('ArrowDown');
    expect(activeOption()?.textContent).toMatch(/^Marie Tremblaymarie@/);
    key('ArrowUp');
    expect(activeOption()?.textContent).toMatch(/^Marie Tremblaymardi/);
    expect(key('Home')).toBe(false);
    expect(activeOption()?.textContent).toMatch(/^Marie Tremblaymarie@/);
    expect(document.activeElement).toBe(field());
    // Typing again starts over.
    type('Tremblay L');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens a patient’s file on Enter, and remembers the search', async () => {
    renderSearch();
    type('Tremblay');
    await waitForResults();
    expect(key('Enter')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    key('ArrowDown');
    key('ArrowDown');
    expect(key('Enter')).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/admin/patients/p2');
    expect(onClose).toHaveBeenCalledOnce();
    expect(JSON.parse(window.localStorage.getItem(recentSearchesKey) ?? '[]')).toEqual(['Tremblay']);
  });

  it('opens an appointment’s day in the calendar, the appointment picked out', async () => {
    renderSearch();
    type('Tremblay');
    await waitForResults();
    key('End');
    key('ArrowUp');
    key('End');
    key('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/admin/calendar?date=2026-12-01&rdv=a1');
  });

  it('opens a result on a click too', async () => {
    renderSearch();
    type('Tremblay');
    const [first] = await waitForResults();
    fireEvent.click(first as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/admin/patients/p1');
  });

  it('says when nothing matches', async () => {
    renderSearch(answering(() => ({ patients: [], appointments: [] })));
    type('zz');
    await screen.findByText('Aucun patient ni rendez-vous à venir ne correspond à « zz ».', {}, { timeout: 3000 });
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the search failed, and tries again on request', async () => {
    let fail = true;
    const { api } = renderSearch(answering(() => (fail ? failure(500, { error: { code: 'INTERNAL', message: 'Erreur' } }) : found)));
    type('Tremblay');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toMatch(/^La recherche n'a pas abouti\. Vérifiez votre connexion, puis réessayez\./);
    expect(options()).toHaveLength(0);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitForResults();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searched(api)).toEqual(['Tremblay', 'Tremblay']);
  });

  describe('recent searches', () => {
    const remembered = () => JSON.parse(window.localStorage.getItem(recentSearchesKey) ?? 'null');

    it('offers this device’s recent searches while the field is empty; one fills the field and searches', async () => {
      window.localStorage.setItem(recentSearchesKey, JSON.stringify(['Tremblay', 'Gagnon']));
      const { api } = renderSearch();
      const recent = screen.getByRole('region', { name: 'Recherches récentes' });
      expect(
        within(recent)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tremblay', 'Gagnon']);
      expect(recent.textContent).toMatch(/Gardées sur cet appareil seulement\./);
      fireEvent.click(within(recent).getByRole('button', { name: 'Gagnon' }));
      expect(field()).toHaveProperty('value', 'Gagnon');
      expect(document.activeElement).toBe(field());
      expect(screen.queryByRole('region', { name: 'Recherches récentes' })).toBeNull();
      await waitForResults();
      expect(searched(api)).toEqual(['Gagnon']);
    });

    it('keeps the 5 latest, without repeats', async () => {
      window.localStorage.setItem(recentSearchesKey, JSON.stringify(['un', 'deux', 'TREMBLAY', 'trois', 'quatre']));
      renderSearch();
      type('Tremblay');
      await waitForResults();
      key('ArrowDown');
      key('Enter');
      expect(remembered()).toEqual(['Tremblay', 'un', 'deux', 'trois', 'quatre']);
    });

    it('are cleared with « Effacer les recherches récentes »', () => {
      window.localStorage.setItem(recentSearchesKey, JSON.stringify(['Tremblay']));
      renderSearch();
      fireEvent.click(screen.getByRole('button', { name: 'Effacer les recherches récentes' }));
      expect(screen.queryByRole('region', { name: 'Recherches récentes' })).toBeNull();
      expect(remembered()).toBeNull();
      expect(document.activeElement).toBe(field());
    });

    it('ignore what is not a list of searches, and still work when storage refuses', async () => {
      window.localStorage.setItem(recentSearchesKey, '{pas du json');
      const first = renderSearch();
      expect(screen.queryByRole('region', { name: 'Recherches récentes' })).toBeNull();
      first.unmount();
      window.localStorage.setItem(recentSearchesKey, JSON.stringify(['ok', 3, '', null]));
      const second = renderSearch();
      expect(
        within(screen.getByRole('region', { name: 'Recherches récentes' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['ok', 'Effacer les recherches récentes']);
      second.unmount();
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('QuotaExceededError');
      });
      renderSearch();
      type('Tremblay');
      await waitForResults();
      key('ArrowDown');
      key('Enter');
      expect(screen.getByTestId('where').textContent).toBe('/admin/patients/p1');
    });
  });
});
