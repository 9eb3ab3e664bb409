import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appointment,
  assessment,
  calendarRoute,
  currentLocation,
  freeDay,
  louis,
  marie,
  renderCalendar,
  restoreCalendarStubs,
  week,
} from './calendar-test-support';
import { failure, signedIn } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  restoreCalendarStubs();
});

const marieName = /^9 h à 9 h 30\W+Marie Tremblay\W+Ajustement chiropratique\W+Confirmé\W+mardi 24 novembre$/;
const dialogName = 'Rendez-vous — Marie Tremblay';
const availability = 'GET /api/admin/availability';

/** Marie's day, 9 h 05 at the clinic: « Arrivé » is offered. */
const onMariesDay = new Date('2026-11-24T14:05:00Z');

/** The calendar's week with Marie's details open; the clock at `at` (by default the day after her visit). */
async function openMarie(routes: Parameters<typeof renderCalendar>[1] = {}, at?: Date) {
  const api = renderCalendar('/admin/calendar?vue=semaine&date=2026-11-25', routes);
  if (at) vi.setSystemTime(at);
  const button = await screen.findByRole('button', { name: marieName });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { api, button, dialog };
}

const calendarReads = (api: ReturnType<typeof renderCalendar>) =>
  api.requests.filter((request) => request.url.pathname === '/api/admin/calendar');

describe('the appointment’s details', () => {
  it('opens on a click, writes it in the address, and shows patient, service, time, status, reason and notes', async () => {
    const { dialog } = await openMarie();
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-25&rdv=rdv-marie');
    expect(dialog.hasAttribute('open')).toBe(true);
    const text = dialog.textContent ?? '';
    for (const part of [
      'Marie Tremblay',
      'marie@example.com',
      '514 555-0142',
      'Ajustement chiropratique',
      'mardi 24 novembre 2026, 9 h à 9 h 30',
      'Confirmé',
      'Douleur au bas du dos',
      'Préfère le matin',
    ])
      expect(text).toContain(part);
    // The back-office's one status badge, as on the grid, the day view and the lists.
    expect(within(dialog).getByText('Confirmé').className).toBe('appointment-status appointment-status--confirmed');
    const file = within(dialog).getByRole('link', { name: 'Ouvrir le dossier de Marie Tremblay' });
    expect(file.getAttribute('href')).toBe('/admin/patients/patient-marie');
    for (const action of ['Déplacer', 'Annuler le rendez-vous', 'Absent : marquer le rendez-vous comme manqué'])
      within(dialog).getByRole('button', { name: action });
  });

  it('opens from the address, and closing takes it out and gives the focus back', async () => {
    renderCalendar('/admin/calendar?vue=semaine&date=2026-11-25&rdv=rdv-marie');
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-25');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('says "Aucune" for what is missing and offers no change on a visit that no longer holds its slot', async () => {
    const done = appointment({ id: marie.id, status: 'completed', statusLabel: 'Terminé', reason: null, notes: null });
    renderCalendar('/admin/calendar?date=2026-11-24&rdv=rdv-marie', { [calendarRoute]: () => week({ appointments: [done] }) });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(within(dialog).getAllByText('Aucune')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Déplacer' })).toBeNull();
    expect(dialog.textContent).toContain('Ce rendez-vous ne peut plus être changé depuis le calendrier.');
  });

  it('shows the desk « Motif au dossier » and « Notes au dossier » where the API withholds the texts', async () => {
    const withheld = appointment({ id: marie.id, reason: null, reasonOnFile: true, notes: null, notesOnFile: true });
    renderCalendar('/admin/calendar?date=2026-11-24&rdv=rdv-marie', { [calendarRoute]: () => week({ appointments: [withheld] }) });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    within(dialog).getByText('Motif au dossier');
    within(dialog).getByText('Notes au dossier');
    expect(within(dialog).queryByText('Aucune')).toBeNull();
  });

  it('says so when the appointment in the address is not in the period shown', async () => {
    renderCalendar('/admin/calendar?date=2026-11-24&rdv=inconnu');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce rendez-vous n'apparaît pas dans la période affichée");
    fireEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-24');
  });
});

describe('« Absent »', () => {
  it('marks the no-show from the status shown, closes, says so and reads the calendar again', async () => {
    const { api, dialog } = await openMarie({
      'POST /api/admin/appointments/rdv-marie/status': () => ({ appointment: { ...marie, status: 'no_show' }, noShowFee: null }),
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Absent/ })));
    expect(api.sent('POST', '/api/admin/appointments/rdv-marie/status')).toEqual([{ status: 'no_show', from: 'confirmed' }]);
    await screen.findByText('Rendez-vous marqué comme absent.');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-25');
    await waitFor(() => expect(calendarReads(api)).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.id).toBe('rdv-rdv-marie'));
  });

  it('says the no-show fee the server drafted with it', async () => {
    const { dialog } = await openMarie({
      'POST /api/admin/appointments/rdv-marie/status': () => ({
        appointment: { ...marie, status: 'no_show' },
        noShowFee: { invoiceId: 'inv-fee', totalCents: 4000 },
      }),
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Absent/ })));
    await screen.findByText(/^Rendez-vous marqué comme absent\. Frais d’absence préparés : 40,00\s\$ — à émettre$/);
  });

  it('offers « Absent » only once the visit has started, and « Arrivé » only on its day', async () => {
    // 8 h 55 on Marie's day: she may still come.
    const { dialog } = await openMarie({}, new Date('2026-11-24T13:55:00Z'));
    within(dialog).getByRole('button', { name: /^Arrivé/ });
    expect(within(dialog).queryByRole('button', { name: /^Absent/ })).toBeNull();
    cleanup();
    // The day after: absent may be noted, arrival no longer.
    const after = await openMarie();
    within(after.dialog).getByRole('button', { name: /^Absent/ });
    expect(within(after.dialog).queryByRole('button', { name: /^Arrivé/ })).toBeNull();
  });

  it('shows the refusal when the status changed meanwhile, and reads the calendar again', async () => {
    const { api, dialog } = await openMarie({
      'POST /api/admin/appointments/rdv-marie/status': () =>
        failure(409, {
          error: { code: 'APPT_001', message: 'Ce rendez-vous a été modifié entre-temps. Veuillez recharger le calendrier.' },
        }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Absent/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ce rendez-vous a été modifié entre-temps. Veuillez recharger le calendrier.',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
    await waitFor(() => expect(calendarReads(api)).toHaveLength(2));
  });
});

describe('« Arrivé » and « Encaisser »', () => {
  it('notes the arrival (the server makes the draft invoice), closes and says so', async () => {
    const { api, dialog } = await openMarie(
      {
        'POST /api/admin/appointments/rdv-marie/arrival': () => ({
          arrival: {
            appointmentId: 'rdv-marie',
            arrivedAt: '2026-11-24T14:05:00.000Z',
            invoiceId: 'inv-1',
            draftCreated: true,
            notice: null,
          },
        }),
      },
      onMariesDay,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Arrivé : le patient est à la clinique' })));
    expect(api.sent('POST', '/api/admin/appointments/rdv-marie/arrival')).toHaveLength(1);
    await screen.findByText('Arrivée notée : le brouillon de facture est prêt.');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('shows why the arrival was refused, the dialog kept open', async () => {
    const { dialog } = await openMarie(
      {
        'POST /api/admin/appointments/rdv-marie/arrival': () =>
          failure(409, {
            error: { code: 'APPT_001', message: 'Ce rendez-vous a été modifié entre-temps. Veuillez recharger le calendrier.' },
          }),
      },
      onMariesDay,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /^Arrivé/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ce rendez-vous a été modifié entre-temps. Veuillez recharger le calendrier.',
    );
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('links « Encaisser » to the checkout opened for the patient, at the cash desk', async () => {
    const { dialog } = await openMarie({ 'GET /api/admin/me': signedIn });
    expect((await within(dialog).findByRole('link', { name: 'Encaisser : Marie Tremblay' })).getAttribute('href')).toBe(
      '/admin/billing?patient=patient-marie&checkout=1',
    );
  });

  it('gives the practitioner « Arrivé » but not « Encaisser » (the cash desk’s)', async () => {
    const { api, dialog } = await openMarie({ 'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' as const }) }, onMariesDay);
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/me')).toBe(true));
    within(dialog).getByRole('button', { name: /^Arrivé/ });
    expect(within(dialog).queryByRole('link', { name: /^Encaisser/ })).toBeNull();
  });
});

describe('« Annuler le rendez-vous »', () => {
  it('needs a reason, then cancels with it and the e-mail choice, and the appointment leaves the grid', async () => {
    let reads = 0;
    const { api, dialog } = await openMarie({
      [calendarRoute]: () => (++reads === 1 ? week() : week({ appointments: [louis] })),
      'POST /api/admin/appointments/rdv-marie/cancel': () => ({ appointment: { ...marie, status: 'cancelled' } }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    const heading = within(dialog).getByRole('heading', { level: 3, name: 'Annuler le rendez-vous' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    await within(dialog).findByText("Veuillez indiquer une raison pour l'annulation");
    const reason = within(dialog).getByRole('textbox', { name: /Raison de l'annulation/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(api.sent('POST', '/api/admin/appointments/rdv-marie/cancel')).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Clinique fermée (tempête)  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Aviser le patient par courriel' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' })));
    await waitFor(() =>
      expect(api.sent('POST', '/api/admin/appointments/rdv-marie/cancel')).toEqual([
        { reason: 'Clinique fermée (tempête)', notify: false },
      ]),
    );
    await screen.findByText('Rendez-vous annulé.');
    await waitFor(() => expect(screen.queryByRole('button', { name: marieName })).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('calendrier-periode'));
  });

  it('keeps the reason typed after a refusal, and goes back to the details on request', async () => {
    const { dialog } = await openMarie({
      'POST /api/admin/appointments/rdv-marie/cancel': () =>
        failure(409, {
          error: { code: 'APPT_001', message: 'Ce rendez-vous a été annulé ou terminé entre-temps : il ne peut plus être modifié.' },
        }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    const reason = within(dialog).getByRole('textbox', { name: /Raison de l'annulation/ });
    fireEvent.change(reason, { target: { value: 'Malade' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('il ne peut plus être modifié');
    expect((reason as HTMLTextAreaElement).value).toBe('Malade');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retour au rendez-vous' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' })));
  });
});

describe('« Déplacer »', () => {
  it('asks the free slots of the service that day (its own slot free), moves to the chosen one and says so', async () => {
    const { api, dialog } = await openMarie({
      [availability]: ({ url }) => freeDay(url.searchParams.get('from') ?? '', ['10:00']),
      'PATCH /api/admin/appointments/rdv-marie': () => ({ appointment: { ...marie, scheduledTime: '10:30' } }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 3, name: 'Déplacer le rendez-vous' })),
    );
    expect(dialog.textContent).toContain('Actuellement : mardi 24 novembre 2026, 9 h à 9 h 30');
    const times = await within(dialog).findByRole('list', { name: 'Heures libres le mardi 24 novembre' });
    const request = api.requests.find((entry) => entry.url.pathname === '/api/admin/availability');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      serviceTypeId: 'svc-ajustement',
      from: '2026-11-24',
      days: '1',
      ignoreAppointmentId: 'rdv-marie',
    });
    expect((within(times).getByRole('button', { name: '10 h (indisponible)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(times).getByRole('button', { name: '10 h 30' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' })));
    expect(api.sent('PATCH', '/api/admin/appointments/rdv-marie')).toEqual([{ date: '2026-11-24', time: '10:30', notify: true }]);
    await screen.findByText('Rendez-vous déplacé.');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('asks for a time, refuses a move to where it already is, and sends a new service and date', async () => {
    const { api, dialog } = await openMarie({
      [availability]: ({ url }) => freeDay(url.searchParams.get('from') ?? ''),
      'PATCH /api/admin/appointments/rdv-marie': () => ({ appointment: marie }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    await within(dialog).findByRole('list', { name: 'Heures libres le mardi 24 novembre' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    within(dialog).getByText('Veuillez choisir une heure');
    expect(document.activeElement?.getAttribute('name')).toBe('time');

    fireEvent.click(within(dialog).getByRole('button', { name: '9 h' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Aucune modification à enregistrer');

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Service/ }), { target: { value: assessment.id } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-11-30' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '11 h' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' })));
    expect(api.sent('PATCH', '/api/admin/appointments/rdv-marie')).toEqual([
      { date: '2026-11-30', time: '11:00', serviceTypeId: assessment.id, notify: true },
    ]);
  });

  it('says a slot taken meanwhile in French, asks the slots again and clears the time', async () => {
    let reads = 0;
    const { api, dialog } = await openMarie({
      [availability]: () => freeDay('2026-11-24', ++reads > 1 ? ['10:30'] : []),
      'PATCH /api/admin/appointments/rdv-marie': () =>
        failure(409, { error: { code: 'BOOK_001', message: 'Ce créneau chevauche un autre rendez-vous.' } }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '10 h 30' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' })));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Ce créneau chevauche un autre rendez-vous.');
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/admin/availability')).toHaveLength(2));
    expect((await within(dialog).findByRole('button', { name: '10 h 30 (indisponible)' })).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { pressed: true })).toBeNull();
  });

  it('offers no e-mail to a patient without an address', async () => {
    renderCalendar('/admin/calendar?date=2026-11-26&rdv=rdv-louis', {
      [availability]: () => freeDay('2026-11-26'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rendez-vous — Louis Gagnon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    const box = within(dialog).getByRole('checkbox', { name: 'Aviser le patient par courriel' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(dialog.textContent).toContain("Le patient n'a pas d'adresse courriel au dossier.");
  });

  it('opens on the move with the time an appointment was dropped on', async () => {
    const api = renderCalendar('/admin/calendar?vue=semaine&date=2026-11-25', { [availability]: () => freeDay('2026-11-26') });
    const button = await screen.findByRole('button', { name: marieName });
    fireEvent.dragStart(button, { dataTransfer: { setData() {}, getData: () => 'rdv-marie', effectAllowed: 'all' } });
    const cell = document.querySelector('[data-slot="2026-11-26 10:30"]') as HTMLElement;
    fireEvent.drop(cell, { dataTransfer: { getData: () => 'rdv-marie' } });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    within(dialog).getByRole('heading', { level: 3, name: 'Déplacer le rendez-vous' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((await within(dialog).findByRole('button', { name: '10 h 30' })).getAttribute('aria-pressed')).toBe('true');
    expect(api.requests.some((request) => request.url.searchParams.get('ignoreAppointmentId') === 'rdv-marie')).toBe(true);
  });
});
