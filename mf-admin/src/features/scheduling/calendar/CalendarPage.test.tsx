import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarRoute,
  currentLocation,
  louis,
  marie,
  renderCalendar,
  restoreCalendarStubs,
  training,
  week,
} from './calendar-test-support';
import { failure } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  restoreCalendarStubs();
});

const calendarQueries = (api: ReturnType<typeof renderCalendar>) =>
  api.requests.filter((request) => request.url.pathname === '/api/admin/calendar').map((request) => request.url.search);

const marieButton = () =>
  screen.findByRole('button', { name: /^9 h à 9 h 30\W+Marie Tremblay\W+Ajustement chiropratique\W+Confirmé\W+mardi 24 novembre$/ });

describe('CalendarPage', () => {
  it('shows the week around today on a wide screen, from Monday to Sunday, under the page’s title', async () => {
    const api = renderCalendar('/admin/calendar');
    await screen.findByRole('heading', { level: 1, name: 'Calendrier' });
    expect(document.title).toBe('Calendrier — Clinique chiropratique');
    screen.getByRole('heading', { level: 2, name: 'Semaine du lundi 23 novembre au dimanche 29 novembre 2026' });
    await marieButton();
    expect(calendarQueries(api)).toEqual(['?from=2026-11-23&to=2026-11-29']);
    const days = screen.getAllByRole('region').filter((region) => region.classList.contains('calendar-day'));
    expect(days.map((day) => day.getAttribute('aria-labelledby'))).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Semaine' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Jour' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('marks today, shades closed days and says so, and shows the clinic’s hours as rows', async () => {
    renderCalendar('/admin/calendar');
    await marieButton();
    const today = screen.getByRole('heading', { level: 3, name: /^mercredi 25 novembre/ });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.textContent).toContain("Aujourd'hui");
    const sunday = screen.getByRole('region', { name: /dimanche 29 novembre/ });
    expect(within(sunday).getByRole('heading', { level: 3 }).textContent).toContain('Fermé');
    expect(sunday.querySelector('.calendar-day__shade--closed-day')).not.toBeNull();
    // Closed: no empty cell to book on. Friday closes at 17 h: its last two hours are shaded.
    expect(sunday.querySelectorAll('.calendar-day__cell')).toHaveLength(0);
    const friday = screen.getByRole('region', { name: /vendredi 27 novembre/ });
    expect((friday.querySelector('.calendar-day__shade--outside-hours') as HTMLElement).style.gridRow).toBe('37 / span 8');
    expect(friday.querySelectorAll('.calendar-day__cell')).toHaveLength(36);
    // 8 h to 19 h: 44 rows of 15 minutes.
    expect((document.querySelector('.calendar-grid') as HTMLElement).style.getPropertyValue('--calendar-rows')).toBe('44');
  });

  it('places each appointment by time and length, coloured by its service and named by day, time, patient, service and status', async () => {
    renderCalendar('/admin/calendar');
    const button = await marieButton();
    const slot = button.closest('li') as HTMLElement;
    expect(slot.style.gridRow).toBe('5 / span 2');
    expect(button.style.getPropertyValue('--service-colour')).toBe('#0f766e');
    // The service and the status are written, not only coloured.
    expect(button.textContent).toContain('Ajustement chiropratique');
    const evaluation = screen.getByRole('button', {
      name: /^14 h à 15 h\W+Louis Gagnon\W+Évaluation initiale\W+En attente\W+jeudi 26 novembre$/,
    });
    expect((evaluation.closest('li') as HTMLElement).style.gridRow).toBe('25 / span 4');
    expect(evaluation.classList.contains('calendar-appt--pending')).toBe(true);
    expect(screen.getByRole('region', { name: /lundi 23 novembre/ }).textContent).toContain('Aucun rendez-vous');
  });

  it('refuses a colour that is not a plain hex value', async () => {
    renderCalendar('/admin/calendar', {
      [calendarRoute]: () => week({ appointments: [{ ...marie, serviceColor: 'red; background: url(x)' }] }),
    });
    expect((await marieButton()).style.getPropertyValue('--service-colour')).toBe('');
  });

  it('shows a blocked period on its day with its reason, and in the list of blocked periods', async () => {
    renderCalendar('/admin/calendar');
    await marieButton();
    const friday = screen.getByRole('region', { name: /vendredi 27 novembre/ });
    const block = within(friday).getByRole('listitem');
    expect(block.textContent).toBe('Bloqué Formation (de 12 h à 17 h)');
    expect(block.style.gridRow).toBe('17 / span 20');
    const list = screen.getByRole('region', { name: 'Périodes bloquées' });
    expect(list.textContent).toContain('Formation — vendredi 27 novembre 2026, de 12 h à 17 h');
    const legend = screen.getByRole('region', { name: 'Services' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ajustement chiropratique', 'Évaluation initiale']);
  });

  it('moves week by week and back to today, keeping the address in step', async () => {
    const api = renderCalendar('/admin/calendar');
    await marieButton();
    fireEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-12-02');
    await screen.findByRole('heading', { level: 2, name: 'Semaine du lundi 30 novembre au dimanche 6 décembre 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-18');
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-25');
    await waitFor(() => expect(calendarQueries(api)).toContain('?from=2026-11-30&to=2026-12-06'));
    expect(calendarQueries(api)).toContain('?from=2026-11-16&to=2026-11-22');
  });

  it('switches to the day view, moves day by day, and jumps to a date', async () => {
    const api = renderCalendar('/admin/calendar?vue=semaine&date=2026-11-24');
    await marieButton();
    fireEvent.click(screen.getByRole('button', { name: 'Jour' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=jour&date=2026-11-24');
    await screen.findByRole('heading', { level: 2, name: 'mardi 24 novembre 2026' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=jour&date=2026-11-25');
    fireEvent.change(screen.getByLabelText('Aller à la date'), { target: { value: '2027-01-04' } });
    expect(currentLocation()).toBe('/admin/calendar?vue=jour&date=2027-01-04');
    await waitFor(() => expect(calendarQueries(api)).toContain('?from=2027-01-04&to=2027-01-04'));
  });

  it('starts on the day on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const api = renderCalendar('/admin/calendar');
    await screen.findByRole('heading', { level: 2, name: 'mercredi 25 novembre 2026' });
    await waitFor(() => expect(calendarQueries(api)).toEqual(['?from=2026-11-25&to=2026-11-25']));
  });

  it('reads a malformed address as this week', async () => {
    const api = renderCalendar('/admin/calendar?vue=mois&date=2026-02-30');
    await screen.findByRole('heading', { level: 2, name: 'Semaine du lundi 23 novembre au dimanche 29 novembre 2026' });
    await waitFor(() => expect(calendarQueries(api)).toEqual(['?from=2026-11-23&to=2026-11-29']));
  });

  it('says when the calendar cannot be read, and tries again', async () => {
    let calls = 0;
    renderCalendar('/admin/calendar', {
      [calendarRoute]: () =>
        ++calls === 1 ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }) : week(),
    });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Erreur lors du chargement du calendrier');
    expect(notice.textContent).toContain('Une erreur inattendue est survenue');
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    expect(await marieButton()).toBeTruthy();
  });

  it('moves the focus among appointments with the arrow keys', async () => {
    renderCalendar('/admin/calendar');
    const button = await marieButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('Zoé Roy');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('Louis Gagnon');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Louis Gagnon');
  });

  it('removes a blocked period, says so and reads the calendar again', async () => {
    const api = renderCalendar('/admin/calendar', {
      'DELETE /api/admin/blocked-times/bloc-formation': () => new Response(null, { status: 204 }),
    });
    await marieButton();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Retirer le blocage « Formation », vendredi 27 novembre 2026, de 12 h à 17 h' })),
    );
    await screen.findByText('Le blocage a été retiré.');
    expect(api.sent('DELETE', '/api/admin/blocked-times/bloc-formation')).toHaveLength(1);
    await waitFor(() => expect(calendarQueries(api)).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Périodes bloquées'));
  });

  it('says why a blocked period could not be removed', async () => {
    renderCalendar('/admin/calendar', {
      'DELETE /api/admin/blocked-times/bloc-formation': () =>
        failure(404, { error: { code: 'NOT_FOUND', message: 'Période bloquée introuvable.' } }),
    });
    await marieButton();
    fireEvent.click(screen.getByRole('button', { name: /^Retirer le blocage/ }));
    await screen.findByText('Période bloquée introuvable.');
  });

  it('keeps the blocked list honest when nothing is blocked', async () => {
    renderCalendar('/admin/calendar', { [calendarRoute]: () => week({ blockedTimes: [], appointments: [louis] }) });
    await screen.findByText('Aucune période bloquée dans cette période.');
    expect(screen.queryByText(training.reason)).toBeNull();
  });
});
