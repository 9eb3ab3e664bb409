import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { paths } from 'shared-domain/platform/paths';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PublicAnswer, type PublicStubRoutes, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
import { renderWithClinic } from '../../test-support/render';
import { changeClosedText } from 'shared-domain/scheduling/self-service-text';
import { ManageAppointmentPage } from './ManageAppointmentPage';
import { problemText } from 'shared-ui/problem-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'q3Zk9_x-Abc123DEF456ghij' as const;
const base = `/api/links/appointments/${token}` as const;
const appointmentRoute = `GET ${base}` as const;

const appointment: PublicAnswer<typeof appointmentRoute> = {
  name: 'Marie Tremblay',
  status: 'pending',
  scheduledDate: '2026-11-23',
  scheduledTime: '09:00',
  durationMinutes: 60,
  presenceConfirmed: false,
  cancellationReason: null,
  serviceId: 'svc-premiere',
  serviceName: 'Première consultation',
  priceCents: 12000,
  canChange: true,
  changeClosed: null,
  clinicPhone: '514 555-0142',
};

const days = [
  {
    date: '2026-11-23',
    slots: [
      { time: '09:00', available: true },
      { time: '10:00', available: false },
    ],
  },
  { date: '2026-11-24', slots: [{ time: '14:00', available: true }] },
];

const api = (overrides: PublicStubRoutes = {}) =>
  stubApi({
    [`GET ${base}` as const]: () => json(200, appointment),
    [`POST ${base}/presence` as const]: () => json(200, { presenceConfirmed: true }),
    [`GET ${base}/availability` as const]: () => json(200, { serviceId: 'svc-premiere', days }),
    [`POST ${base}/reschedule` as const]: () => json(200, { ...appointment, scheduledDate: '2026-11-24', scheduledTime: '14:00' }),
    [`POST ${base}/cancel` as const]: ({ body }) =>
      json(200, {
        ...appointment,
        status: 'cancelled',
        cancellationReason: (body as { reason: string }).reason,
        canChange: false,
        changeClosed: 'cancelled',
      }),
    ...overrides,
  });

const renderManage = (mode: 'manage' | 'confirm' = 'manage') =>
  renderWithClinic(
    <Routes>
      <Route path={paths.manageAppointment.pattern} element={<ManageAppointmentPage mode="manage" />} />
      <Route path={paths.confirmAppointment.pattern} element={<ManageAppointmentPage mode="confirm" />} />
    </Routes>,
    { path: mode === 'manage' ? paths.manageAppointment.build(token) : paths.confirmAppointment.build(token) },
  );

const appointmentSection = () => screen.getByRole('region', { name: 'Votre rendez-vous' });
const loaded = () => screen.findByRole('region', { name: 'Votre rendez-vous' });

describe('the appointment management page', () => {
  it('shows the appointment with its service, price, day, time, length and status, and the actions', async () => {
    const stub = api();
    renderManage();
    screen.getByRole('heading', { level: 1, name: 'Gérer mon rendez-vous' });
    const section = await loaded();
    for (const text of ['Première consultation', formatMoney(12000), 'lundi 23 novembre 2026', '9 h', '60 min', 'Statut : En attente']) {
      expect(section.textContent).toContain(text);
    }
    expect(within(section).queryByText('Présence confirmée')).toBeNull();
    screen.getByRole('button', { name: 'Confirmer ma présence' });
    expect(screen.getByRole('button', { name: "Changer la date ou l'heure" }).getAttribute('aria-expanded')).toBe('false');
    screen.getByRole('button', { name: 'Annuler le rendez-vous' });
    expect(stub.callsTo(`POST ${base}/presence`)).toHaveLength(0);
  });

  it('shows the presence badge once confirmed, and no longer offers to confirm', async () => {
    api({ [`GET ${base}` as const]: () => json(200, { ...appointment, status: 'confirmed', presenceConfirmed: true }) });
    renderManage();
    const section = await loaded();
    within(section).getByText('Présence confirmée');
    expect(section.textContent).toContain('Statut : Confirmé');
    expect(screen.queryByRole('button', { name: 'Confirmer ma présence' })).toBeNull();
    screen.getByRole('button', { name: 'Annuler le rendez-vous' });
  });

  it('shows a cancelled appointment with its reason, without actions, and how to book again', async () => {
    api({
      [`GET ${base}` as const]: () =>
        json(200, {
          ...appointment,
          status: 'cancelled',
          presenceConfirmed: true,
          cancellationReason: 'Empêchement',
          canChange: false,
          changeClosed: 'cancelled',
        }),
    });
    renderManage();
    const section = await loaded();
    expect(section.textContent).toContain('Statut : Annulé');
    expect(section.textContent).toContain("Raison de l'annulationEmpêchement");
    expect(within(section).queryByText('Présence confirmée')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    screen.getByText(new RegExp(changeClosedText.cancelled));
    expect(screen.getByRole('link', { name: 'Prendre un nouveau rendez-vous' }).getAttribute('href')).toBe('/booking');
  });

  it('inside the clinic’s cut-off or once past, says why and gives the clinic’s phone instead', async () => {
    api({ [`GET ${base}` as const]: () => json(200, { ...appointment, canChange: false, changeClosed: 'cutoff' }) });
    renderManage();
    await loaded();
    screen.getByText(new RegExp(changeClosedText.cutoff));
    expect(screen.getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    // Presence stays confirmable inside the cut-off (the reminder asks for it); nothing else does.
    screen.getByRole('button', { name: 'Confirmer ma présence' });
    expect(screen.queryByRole('button', { name: "Changer la date ou l'heure" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();

    cleanup();
    api({ [`GET ${base}` as const]: () => json(200, { ...appointment, status: 'completed', canChange: false, changeClosed: 'past' }) });
    renderManage();
    await loaded();
    expect(appointmentSection().textContent).toContain('Statut : Terminé');
    screen.getByText(new RegExp(changeClosedText.past));
  });

  it('says the link is invalid for an unknown or malformed token, and offers a new link', async () => {
    api({ [`GET ${base}` as const]: () => refusal(404, 'NOT_FOUND', messages.linkInvalid) });
    renderManage();
    await screen.findByRole('heading', { level: 2, name: messages.linkInvalid });
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier mon rendez-vous' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Lien reçu par courriel ou votre adresse courriel')),
    );

    cleanup();
    api({
      [`GET ${base}` as const]: () => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { token: messages.linkInvalid }),
    });
    renderManage();
    await screen.findByRole('heading', { level: 2, name: messages.linkInvalid });
  });

  it('says « Erreur lors du chargement » when the page cannot be read, and tries again', async () => {
    api({ [`GET ${base}` as const]: unreachable });
    renderManage();
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.loadFailed });
    api();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await loaded()).toBeTruthy();
  });
});

describe('confirming presence', () => {
  it('confirms on request: the message, the badge, and the button gone', async () => {
    const stub = api();
    renderManage();
    await loaded();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma présence' })));
    const message = await screen.findByRole('heading', { level: 2, name: messages.presenceConfirmed });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.closest('[role="status"]')).toBeTruthy();
    within(appointmentSection()).getByText('Présence confirmée');
    expect(screen.queryByRole('button', { name: 'Confirmer ma présence' })).toBeNull();
    expect(stub.callsTo(`POST ${base}/presence`)).toHaveLength(1);
  });

  it('confirms once on arrival through the confirmation link, then shows the appointment', async () => {
    let confirmed = false;
    const stub = api({
      [`POST ${base}/presence` as const]: () => {
        confirmed = true;
        return json(200, { presenceConfirmed: true });
      },
      [`GET ${base}` as const]: () => json(200, { ...appointment, presenceConfirmed: confirmed }),
    });
    renderManage('confirm');
    await screen.findByRole('heading', { level: 2, name: messages.presenceConfirmed });
    within(await loaded()).getByText('Présence confirmée');
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${base}/presence`, `GET ${base}`]);
  });

  it('says « Erreur de confirmation » when it fails, and why when changes are closed', async () => {
    api({ [`POST ${base}/presence` as const]: () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue') });
    renderManage();
    await loaded();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma présence' })));
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.confirmFailed });
    expect(alert.textContent).toContain('Une erreur inattendue est survenue');

    cleanup();
    let closed = false;
    const stub = api({
      [`POST ${base}/presence` as const]: () => {
        closed = true;
        return refusal(409, 'BOOK_003', messages.changeClosed);
      },
      [`GET ${base}` as const]: () => json(200, closed ? { ...appointment, canChange: false, changeClosed: 'cutoff' } : appointment),
    });
    renderManage();
    await loaded();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma présence' })));
    await screen.findByText(new RegExp(changeClosedText.cutoff));
    expect(screen.getByRole('alert').textContent).toContain(messages.changeClosed);
    expect(stub.callsTo(`GET ${base}`)).toHaveLength(2);
  });
});

describe('rescheduling', () => {
  it('offers the link’s free slots, a new date clearing the time, and moves the appointment', async () => {
    const stub = api();
    renderManage();
    await loaded();
    const toggle = screen.getByRole('button', { name: "Changer la date ou l'heure" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const move = screen.getByRole('button', { name: 'Confirmer le nouveau créneau' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: /lundi 23 novembre/ }));
    expect((screen.getByRole('button', { name: '10 h (indisponible)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '9 h' }));
    expect(move.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /mardi 24 novembre/ }));
    expect(move.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '14 h' }));

    await act(async () => fireEvent.click(move));
    const message = await screen.findByRole('heading', { level: 2, name: messages.rescheduled });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(stub.callsTo(`POST ${base}/reschedule`)[0]?.body).toEqual({ date: '2026-11-24', time: '14:00' });
    expect(appointmentSection().textContent).toContain('mardi 24 novembre 2026');
    expect(appointmentSection().textContent).toContain('14 h');
    expect(screen.queryByRole('button', { name: 'Confirmer le nouveau créneau' })).toBeNull();
  });

  it('brings fresh slots when the chosen one was just taken', async () => {
    const stub = api({ [`POST ${base}/reschedule` as const]: () => refusal(409, 'BOOK_001', messages.slotTaken) });
    renderManage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: "Changer la date ou l'heure" }));
    fireEvent.click(await screen.findByRole('button', { name: /lundi 23 novembre/ }));
    fireEvent.click(screen.getByRole('button', { name: '9 h' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer le nouveau créneau' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.rescheduleFailed);
    expect(alert.textContent).toContain(messages.slotTaken);
    await waitFor(() => expect(stub.callsTo(`GET ${base}/availability`)).toHaveLength(2));
  });

  it('says « Erreur de chargement des créneaux disponibles » when the slots cannot be read', async () => {
    api({ [`GET ${base}/availability` as const]: () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue') });
    renderManage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: "Changer la date ou l'heure" }));
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.slotsLoadFailed });
    within(alert).getByRole('button', { name: 'Réessayer' });
  });
});

describe('cancelling', () => {
  it('asks for confirmation and a reason, then cancels', async () => {
    const stub = api();
    renderManage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain('Voulez-vous vraiment annuler votre rendez-vous du lundi 23 novembre 2026 à 9 h ?');
    const reason = within(dialog).getByLabelText(/^Raison de l'annulation/);
    await waitFor(() => expect(document.activeElement).toBe(reason));

    fireEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await within(dialog).findByText(messages.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(stub.callsTo(`POST ${base}/cancel`)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  Empêchement de dernière minute ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" })));
    await screen.findByRole('heading', { level: 2, name: messages.cancelled });
    expect(dialog.open).toBe(false);
    expect(stub.callsTo(`POST ${base}/cancel`)[0]?.body).toEqual({ reason: 'Empêchement de dernière minute' });
    expect(appointmentSection().textContent).toContain('Statut : Annulé');
    expect(appointmentSection().textContent).toContain('Empêchement de dernière minute');
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
  });

  it('keeps the appointment when the visitor changes their mind', async () => {
    const stub = api();
    renderManage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' }) as HTMLDialogElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder mon rendez-vous' }));
    expect(dialog.open).toBe(false);
    expect(stub.callsTo(`POST ${base}/cancel`)).toHaveLength(0);
  });

  it('says « Erreur d’annulation » and keeps the reason when it fails', async () => {
    api({ [`POST ${base}/cancel` as const]: unreachable });
    renderManage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    const reason = within(dialog).getByLabelText(/^Raison de l'annulation/) as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'Empêchement' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" })));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messages.cancelFailed);
    expect(alert.textContent).toContain(problemText.unreachable);
    expect(reason.value).toBe('Empêchement');
  });
});
