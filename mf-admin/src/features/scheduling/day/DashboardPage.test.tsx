import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerOf,
  answerAdminApi,
  handOn,
  json,
  failure,
  signedIn,
  type AdminStubRoutes,
  type TypedHandler,
} from '../../../test-support/admin-stub-api';
import type { DayAppointment } from './api/day';
import { listedAppointment } from '../../../test-support/appointment';
import { DashboardPage } from './DashboardPage';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { problemText } from 'shared-ui/problem-message';

// Monday 23 November 2026, 9 h 10 at the clinic (Toronto, UTC−5).
const morning = '2026-11-23T14:10:00.000Z';

beforeEach(() => {
  // The clock moves on its own (Testing Library waits on it) and can be pushed ahead.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(morning));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const statusLabels: Record<string, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  completed: 'Terminé',
  cancelled: 'Annulé',
  no_show: 'Absent',
};

/** A visit of the day (23 November) at `time`: test-support's listed appointment, an adjustment, with `fields` changed. */
const visit = (id: string, time: string, fields: Partial<DayAppointment> = {}): DayAppointment => ({
  intake: null,
  ...listedAppointment(id, { scheduledDate: '2026-11-23', scheduledTime: time, serviceName: 'Ajustement chiropratique', ...fields }),
});

const aDay = () => [
  visit('a1', '08:00', { name: 'Léa Gagnon' }),
  visit('a2', '09:00', { name: 'Marc Roy', patientId: null, serviceName: null, serviceColor: null, serviceTypeId: null }),
  visit('a3', '09:30', {
    name: 'Julie Côté',
    status: 'pending',
    statusLabel: 'En attente',
    serviceName: 'Bilan postural',
    serviceColor: '#c2693e',
    depositRequiredCents: 3_000,
    depositPaidCents: 3_000,
  }),
  visit('a4', '10:00', { name: 'Paul Martin', status: 'completed', statusLabel: 'Terminé' }),
  visit('a5', '11:00', { name: 'Anne Dubé', status: 'cancelled', statusLabel: 'Annulé' }),
];

/** A small clinic: the day as the server holds it, its status route changing it, `now` from the (fake) clock. */
function clinic(
  appointments = aDay(),
  extra: AdminStubRoutes = {},
  timeZone = 'America/Toronto',
  withRevenue = true,
  stats: { averageVisitMinutes: number | null; satisfaction: number | null } = { averageVisitMinutes: 30, satisfaction: 4.9 },
) {
  const held = appointments;
  const day: TypedHandler<'GET /api/admin/day'> = () =>
    json(200, {
      date: '2026-11-23',
      now: new Date().toISOString(),
      timeZone,
      appointments: held,
      pendingRequests: 3,
      waitlistCount: 7,
      // The server gives no revenue to the reception (DESIGN §5).
      revenue: withRevenue ? { completedCount: held.filter((shown) => shown.status === 'completed').length, estimatedCents: 8500 } : null,
      stats,
    });
  const statusRoutes = Object.fromEntries(
    held.map((appointment) => [
      `POST /api/admin/appointments/${appointment.id}/status`,
      (({ body }) => {
        const { status, from } = body as { status: string; from: string };
        if (appointment.status !== from)
          return failure(409, {
            error: { code: 'APPT_001', message: 'Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.' },
          });
        Object.assign(appointment, { status, statusLabel: statusLabels[status] });
        return json(200, { appointment: { ...appointment }, noShowFee: null });
      }) satisfies TypedHandler<`POST /api/admin/appointments/${string}/status`>,
    ]),
  ) as AdminStubRoutes;
  return answerAdminApi({ 'GET /api/admin/me': signedIn, 'GET /api/admin/day': day, ...statusRoutes, ...extra });
}

const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });
const dayReads = (api: ReturnType<typeof clinic>) => api.requests.filter((request) => request.url.pathname === '/api/admin/day').length;

describe('DashboardPage', () => {
  it('says beside each first visit whether its intake form came back', async () => {
    renderAdminPage(
      <DashboardPage />,
      clinic([
        visit('a1', '08:00', { name: 'Léa Gagnon', intake: 'received' }),
        visit('a2', '09:00', { name: 'Marc Roy', intake: 'waiting' }),
        visit('a3', '10:00', { name: 'Noah Roy' }),
      ]),
    );
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous du jour' });
    within(await screen.findByRole('article', { name: /Léa Gagnon/ })).getByText('Questionnaire reçu');
    within(card('Marc Roy')).getByText('Questionnaire à recevoir');
    expect(within(card('Noah Roy')).queryByText(/Questionnaire/)).toBeNull();
  });

  it('shows no revenue card when the server gives none (the reception), the rest of the day in brief unchanged', async () => {
    renderAdminPage(<DashboardPage />, clinic(aDay(), {}, 'America/Toronto', false));
    const summary = await screen.findByRole('region', { name: 'La journée en bref' });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Demandes en attente3Voir les demandes',
      "Liste d'attente7Voir la liste d'attente",
      'Durée moyenne des visites30 minsur les visites complétées du jour',
      'Satisfaction4,9 / 5note inscrite par la clinique',
    ]);
  });

  it('says « — » with why when no visit is completed yet, and omits satisfaction when the clinic records none', async () => {
    renderAdminPage(<DashboardPage />, clinic(aDay(), {}, 'America/Toronto', true, { averageVisitMinutes: null, satisfaction: null }));
    const summary = await screen.findByRole('region', { name: 'La journée en bref' });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Demandes en attente3Voir les demandes',
      "Liste d'attente7Voir la liste d'attente",
      `Revenu estimé${formatMoney(8500)}sur 1 visite complétée`,
      'Durée moyenne des visites—Aucune visite complétée pour le moment : la moyenne suivra la première.',
    ]);
    expect(within(summary).queryByText(/Satisfaction/)).toBeNull();
  });

  it("shows the day's visits in order: time, patient, service, status and marker as text", async () => {
    renderAdminPage(<DashboardPage />, clinic());
    await screen.findByRole('heading', { level: 1, name: 'Ma Journée' });
    screen.getByText('Bonjour Émilie Tremblay, nous sommes le lundi 23 novembre 2026.');
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous du jour' });
    expect(cards().map((shown) => within(shown).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '8 h à 8 h 30 Léa Gagnon',
      '9 h à 9 h 30 Marc Roy',
      '9 h 30 à 10 h Julie Côté',
      '10 h à 10 h 30 Paul Martin',
      '11 h à 11 h 30 Anne Dubé',
    ]);
    const lea = card('Léa Gagnon');
    expect(within(lea).getByRole('link', { name: 'Léa Gagnon' }).getAttribute('href')).toBe('/admin/patients/patient-a1');
    within(lea).getByText('Ajustement chiropratique');
    // The back-office's one status badge (AppointmentStatusBadge), as in the lists and the calendar.
    expect(within(lea).getByText('Confirmé').className).toBe('appointment-status appointment-status--confirmed');
    within(lea).getByText('En retard');
    // No patient file yet: the name alone; no service: said in words.
    const marc = card('Marc Roy');
    expect(within(marc).queryByRole('link')).toBeNull();
    within(marc).getByText('Service non précisé');
    within(marc).getByText('En cours');
    within(card('Julie Côté')).getByText('Suivant');
    within(card('Julie Côté')).getByText('En attente');
    // A deposit paid (online or at the desk) is said on its visit, and only there.
    within(card('Julie Côté')).getByText('Dépôt payé : 30,00 $');
    expect(within(lea).queryByText(/Dépôt/)).toBeNull();
    // Settled visits: their status, no marker, nothing to press.
    for (const settled of ['Paul Martin', 'Anne Dubé']) {
      expect(within(card(settled)).queryByText(/En retard|En cours|Suivant/)).toBeNull();
      expect(within(card(settled)).queryAllByRole('button')).toEqual([]);
    }
    within(card('Paul Martin')).getByText('Terminé');
    within(card('Marc Roy')).getByRole('button', { name: 'Marquer comme complété : Marc Roy, 9 h' });
    within(card('Marc Roy')).getByRole('button', { name: 'Absent : Marc Roy, 9 h' });
  });

  it('shows the day in brief: requests and waitlist with their links, estimated revenue, stats', async () => {
    renderAdminPage(<DashboardPage />, clinic());
    const summary = await screen.findByRole('region', { name: 'La journée en bref' });
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Demandes en attente3Voir les demandes',
      "Liste d'attente7Voir la liste d'attente",
      `Revenu estimé${formatMoney(8500)}sur 1 visite complétée`,
      'Durée moyenne des visites30 minsur les visites complétées du jour',
      'Satisfaction4,9 / 5note inscrite par la clinique',
    ]);
    expect(within(summary).getByRole('link', { name: 'Voir les demandes' }).getAttribute('href')).toBe('/admin/requests');
    expect(within(summary).getByRole('link', { name: "Voir la liste d'attente" }).getAttribute('href')).toBe('/admin/waitlist');
  });

  it("places the markers on the clinic's clock in its own time zone, whatever this device's", async () => {
    // 14 h 10 UTC is 6 h 10 in Vancouver: nothing has started yet there, the first visit is next.
    renderAdminPage(<DashboardPage />, clinic(aDay(), {}, 'America/Vancouver'));
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous du jour' });
    within(card('Léa Gagnon')).getByText('Suivant');
    expect(screen.queryByText(/En retard|En cours/)).toBeNull();
  });

  it('moves the markers with the clock, minute by minute, without asking the server', async () => {
    vi.setSystemTime(new Date('2026-11-23T14:29:30.000Z'));
    const api = clinic();
    renderAdminPage(<DashboardPage />, api);
    await screen.findByText('En cours');
    within(card('Marc Roy')).getByText('En cours');
    const reads = dayReads(api);
    // 9 h 30: Marc's half hour is over, Julie's starts.
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(dayReads(api)).toBe(reads);
    await waitFor(() => within(card('Julie Côté')).getByText('En cours'));
    within(card('Marc Roy')).getByText('En retard');
  });

  it('reads the day again every 30 seconds and when the window comes back', async () => {
    const api = clinic();
    renderAdminPage(<DashboardPage />, api);
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous du jour' });
    expect(dayReads(api)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(dayReads(api)).toBe(2));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(dayReads(api)).toBe(3));
  });

  it('marks a visit completed, says so, and undoes it with « Annuler »', async () => {
    const api = clinic();
    renderAdminPage(<DashboardPage />, api);
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    fireEvent.click(within(marc).getByRole('button', { name: /^Marquer comme complété/ }));
    await within(marc).findByText('RDV marqué comme complété');
    within(marc).getByText('Terminé');
    expect(within(marc).queryByRole('button', { name: /^Marquer comme complété/ })).toBeNull();
    // Its buttons went with the status: the card holds the focus, 'Annuler' next.
    await waitFor(() => expect(document.activeElement).toBe(marc));
    expect(screen.getByRole('status').textContent).toBe('RDV marqué comme complété : Marc Roy');
    expect(api.sent('POST', '/api/admin/appointments/a2/status')).toEqual([{ status: 'completed', from: 'confirmed' }]);

    fireEvent.click(within(marc).getByRole('button', { name: 'Annuler : Marc Roy, 9 h' }));
    await within(marc).findByText('Modification annulée');
    within(marc).getByText('Confirmé');
    expect(api.sent('POST', '/api/admin/appointments/a2/status')).toEqual([
      { status: 'completed', from: 'confirmed' },
      { status: 'confirmed', from: 'completed' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(marc).getByRole('button', { name: /^Marquer comme complété/ })));
  });

  it('notes « Arrivé » (the server makes the draft invoice), shows the visit as arrived and keeps its other actions', async () => {
    const api = clinic(aDay(), {
      'POST /api/admin/appointments/a1/arrival': () =>
        json(200, { arrival: { appointmentId: 'a1', arrivedAt: morning, invoiceId: 'inv-a1', draftCreated: true, notice: null } }),
    });
    renderAdminPage(<DashboardPage />, api);
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    fireEvent.click(within(lea).getByRole('button', { name: 'Arrivé : Léa Gagnon, 8 h' }));
    await within(lea).findByText('Arrivé');
    expect(api.sent('POST', '/api/admin/appointments/a1/arrival')).toHaveLength(1);
    expect(within(lea).queryByRole('button', { name: /^Arrivé/ })).toBeNull();
    within(lea).getByRole('button', { name: /^Marquer comme complété/ });
    expect(screen.getByRole('status').textContent).toBe('Arrivée notée, brouillon de facture prêt : Léa Gagnon');
  });

  it('shows a visit the desk already noted as arrived (after a reload) without « Arrivé » again', async () => {
    renderAdminPage(<DashboardPage />, clinic([visit('a1', '08:00', { name: 'Léa Gagnon', arrivedAt: morning })]));
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    within(lea).getByText('Arrivé');
    expect(within(lea).queryByRole('button', { name: /^Arrivé/ })).toBeNull();
  });

  it('says under the card why « Arrivé » was refused', async () => {
    const api = clinic(aDay(), {
      'POST /api/admin/appointments/a1/arrival': () =>
        failure(409, {
          error: { code: 'APPT_001', message: 'Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.' },
        }),
    });
    renderAdminPage(<DashboardPage />, api);
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    fireEvent.click(within(lea).getByRole('button', { name: /^Arrivé/ }));
    await within(lea).findByText('Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.');
    within(lea).getByText(/L’arrivée n’a pas pu être notée/);
    within(lea).getByRole('button', { name: /^Arrivé/ });
  });

  it('offers « Encaisser » for each visit of a patient on file: the checkout opened for that patient', async () => {
    renderAdminPage(<DashboardPage />, clinic());
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    expect(within(lea).getByRole('link', { name: 'Encaisser : Léa Gagnon, 8 h' }).getAttribute('href')).toBe(
      '/admin/billing?patient=patient-a1&checkout=1',
    );
    within(card('Paul Martin')).getByRole('link', { name: /^Encaisser/ });
    expect(within(card('Marc Roy')).queryByRole('link', { name: /^Encaisser/ })).toBeNull();
  });

  it('offers « Absent » once a visit has started, not before; « Arrivé » for each visit of the day', async () => {
    renderAdminPage(<DashboardPage />, clinic());
    // 9 h 10: Marc (9 h) may be marked absent, Julie (9 h 30) may still come.
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    within(marc).getByRole('button', { name: /^Absent/ });
    const julie = card('Julie Côté');
    expect(within(julie).queryByRole('button', { name: /^Absent/ })).toBeNull();
    within(julie).getByRole('button', { name: /^Arrivé/ });
    within(julie).getByRole('button', { name: /^Marquer comme complété/ });
    // At 9 h 30 it is offered, without reading the day again.
    await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
    await waitFor(() => within(card('Julie Côté')).getByRole('button', { name: /^Absent/ }));
  });

  it('says the no-show fee « Absent » drafted, under the change', async () => {
    const api = clinic(aDay(), {
      'POST /api/admin/appointments/a2/status': () =>
        json(200, {
          appointment: { ...aDay()[1]!, status: 'no_show', statusLabel: 'Absent' },
          noShowFee: { invoiceId: 'inv-fee', totalCents: 4000 },
        }),
    });
    renderAdminPage(<DashboardPage />, api);
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    fireEvent.click(within(marc).getByRole('button', { name: /^Absent/ }));
    await within(marc).findByText('RDV marqué comme absent');
    within(marc).getByText(/^Frais d’absence préparés : 40,00\s\$ — à émettre$/);
    expect(screen.getByRole('status').textContent).toMatch(
      /^RDV marqué comme absent : Marc Roy\. Frais d’absence préparés : 40,00\s\$ — à émettre/,
    );
  });

  it('marks a visit absent, with the same undo, which puts back the status it had', async () => {
    // 9 h 35: Julie's 9 h 30 visit has started.
    vi.setSystemTime(new Date('2026-11-23T14:35:00Z'));
    const api = clinic();
    renderAdminPage(<DashboardPage />, api);
    const julie = await screen.findByRole('article', { name: /Julie Côté/ });
    fireEvent.click(within(julie).getByRole('button', { name: /^Absent/ }));
    await within(julie).findByText('RDV marqué comme absent');
    within(julie).getByText('Absent');
    fireEvent.click(within(julie).getByRole('button', { name: /^Annuler/ }));
    await within(julie).findByText('Modification annulée');
    expect(api.sent('POST', '/api/admin/appointments/a3/status')).toEqual([
      { status: 'no_show', from: 'pending' },
      { status: 'pending', from: 'no_show' },
    ]);
    within(julie).getByText('En attente');
  });

  it('offers « Annuler » for five seconds, and keeps it while it has the focus', async () => {
    renderAdminPage(<DashboardPage />, clinic());
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    fireEvent.click(within(marc).getByRole('button', { name: /^Marquer comme complété/ }));
    const undo = await within(marc).findByRole('button', { name: /^Annuler/ });
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    // Reached by keyboard before the end: it stays as long as the focus does.
    act(() => undo.focus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(marc).getByRole('button', { name: /^Annuler/ })).toBe(undo);
    act(() => undo.blur());
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(within(marc).queryByRole('button', { name: /^Annuler/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(marc).queryByRole('button', { name: /^Annuler/ })).toBeNull();
    // The message stays; the visit stays completed.
    within(marc).getByText('RDV marqué comme complété');
    within(marc).getByText('Terminé');
  });

  it('says « Erreur lors de la mise à jour » with the reason when the visit changed meanwhile, and shows it as it is now', async () => {
    const day = aDay();
    const api = clinic(day);
    renderAdminPage(<DashboardPage />, api);
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    // Someone else marked him absent since the page read the day.
    Object.assign(day[1] as DayAppointment, { status: 'no_show', statusLabel: 'Absent' });
    const reads = dayReads(api);
    fireEvent.click(within(marc).getByRole('button', { name: /^Marquer comme complété/ }));
    await within(marc).findByText('Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.');
    within(marc).getByText(/Erreur lors de la mise à jour/);
    await waitFor(() => expect(document.activeElement).toBe(marc));
    await waitFor(() => expect(dayReads(api)).toBe(reads + 1));
    await waitFor(() => within(marc).getByText('Absent'));
    expect(within(marc).queryByRole('button', { name: /^Annuler/ })).toBeNull();
  });

  it('says when the server cannot be reached, and changes nothing', async () => {
    const api = clinic(aDay(), {
      'POST /api/admin/appointments/a2/status': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAdminPage(<DashboardPage />, api);
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    fireEvent.click(within(marc).getByRole('button', { name: /^Marquer comme complété/ }));
    await within(marc).findByText(problemText.unreachable);
    within(marc).getByText('Confirmé');
    within(marc).getByRole('button', { name: /^Marquer comme complété/ });
  });

  it('ignores a second press while a change is on its way', async () => {
    let answer: (response: AnswerOf<'POST /api/admin/appointments/a2/status'>) => void = () => undefined;
    const api = clinic(aDay(), {
      'POST /api/admin/appointments/a2/status': () =>
        new Promise<AnswerOf<'POST /api/admin/appointments/a2/status'>>((resolve) => {
          answer = resolve;
        }),
    });
    renderAdminPage(<DashboardPage />, api);
    const marc = await screen.findByRole('article', { name: /Marc Roy/ });
    const complete = within(marc).getByRole('button', { name: /^Marquer comme complété/ });
    fireEvent.click(complete);
    await waitFor(() => expect(complete.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(complete);
    fireEvent.click(within(marc).getByRole('button', { name: /^Absent/ }));
    expect(api.sent('POST', '/api/admin/appointments/a2/status')).toHaveLength(1);
    await act(async () =>
      answer(json(200, { appointment: { ...aDay()[1]!, status: 'completed', statusLabel: 'Terminé' }, noShowFee: null })),
    );
    await within(marc).findByText('RDV marqué comme complété');
  });

  it('says when the day is empty, and still shows the day in brief', async () => {
    renderAdminPage(<DashboardPage />, clinic([]));
    await screen.findByText("Aucun rendez-vous aujourd'hui.");
    expect(screen.queryByRole('article')).toBeNull();
    screen.getByRole('region', { name: 'La journée en bref' });
  });

  it('says when the day cannot be read, and tries again on request', async () => {
    let reads = 0;
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/day': (request) =>
        ++reads === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : handOn(clinic([]))(request),
    });
    renderAdminPage(<DashboardPage />, api);
    await screen.findByRole('heading', { name: 'Erreur lors du chargement de la journée' });
    screen.getByText('La base de données est momentanément indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Aucun rendez-vous aujourd'hui.");
  });

  it('keeps the day on screen when a later read fails, and says it may be out of date', async () => {
    let reads = 0;
    const working = clinic();
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/day': (request) =>
        ++reads === 1
          ? handOn(working)(request)
          : failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }),
    });
    renderAdminPage(<DashboardPage />, api);
    await screen.findByRole('article', { name: /Marc Roy/ });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await screen.findByText("La journée n'a pas pu être actualisée : ce qui est affiché peut avoir changé.");
    expect(cards()).toHaveLength(5);
  });
});
