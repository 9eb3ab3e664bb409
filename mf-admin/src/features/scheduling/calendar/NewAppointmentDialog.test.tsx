import { calendarMessages } from 'shared-domain/scheduling/calendar-input';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adjustment, assessment, freeDay, marie, renderCalendar, restoreCalendarStubs } from './calendar-test-support';
import { type AdminAnswer, failure, json, signedIn } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  restoreCalendarStubs();
});

const availability = 'GET /api/admin/availability';
const patients = 'GET /api/admin/patients';
const create = 'POST /api/admin/appointments';

const gagnon: AdminAnswer<'GET /api/admin/patients'>['patients'][number] = {
  id: 'patient-camille',
  firstName: 'Camille',
  lastName: 'Gagnon',
  email: 'camille@example.com',
  phone: '4505550199',
  status: 'active',
  totalVisits: 3,
  lastVisit: '2026-10-01',
  nextAppointment: null,
};
const created = { ...marie, id: 'rdv-nouveau', name: 'Camille Gagnon', scheduledDate: '2026-11-25', scheduledTime: '10:30' };

async function openNew(routes: Parameters<typeof renderCalendar>[1] = {}) {
  const api = renderCalendar('/admin/calendar?vue=semaine&date=2026-11-25', {
    [availability]: ({ url }) => freeDay(url.searchParams.get('from') ?? '', ['10:00']),
    [patients]: ({ url }) => ({ patients: url.searchParams.get('q') === 'gag' ? [gagnon] : [], nextCursor: null }),
    // The administrator, who reads and writes a visit's reason.
    'GET /api/admin/me': signedIn,
    ...routes,
  });
  const button = await screen.findByRole('button', { name: 'Nouveau rendez-vous' });
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
  return { api, dialog, button };
}

const submit = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le rendez-vous' })));

describe('« Nouveau rendez-vous »', () => {
  it('books a patient found by the search into a free slot of today, with the confirmation e-mail', async () => {
    const { api, dialog } = await openNew({ [create]: () => json(201, { appointment: created }) });
    const search = within(dialog).getByRole('combobox', { name: /Rechercher un patient/ });
    await waitFor(() => expect(document.activeElement).toBe(search));
    // One character is not searched.
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'gag' } });
    const match = await within(dialog).findByRole('option', { name: /Camille Gagnon/ });
    expect(api.requests.filter((request) => request.url.pathname === '/api/admin/patients').map((request) => request.url.search)).toEqual([
      '?q=gag',
    ]);
    expect(match.textContent).toContain('camille@example.com · 450 555-0199');
    fireEvent.click(match);

    // Today, the first service: its free slots.
    expect((within(dialog).getByRole('combobox', { name: /Service/ }) as HTMLSelectElement).value).toBe(adjustment.id);
    const times = await within(dialog).findByRole('list', { name: /Heures libres le mercredi 25 novembre/ });
    fireEvent.click(within(times).getByRole('button', { name: '10 h 30' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Raison de la visite/ }), { target: { value: ' Suivi ' } });
    await submit(dialog);

    expect(api.sent('POST', '/api/admin/appointments')).toEqual([
      { patientId: 'patient-camille', serviceTypeId: adjustment.id, date: '2026-11-25', time: '10:30', reason: 'Suivi', notify: true },
    ]);
    await screen.findByText('Rendez-vous créé.');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('offers the receptionist no « Raison de la visite »: a visit’s reason is health text she does not read', async () => {
    const { dialog } = await openNew({ 'GET /api/admin/me': () => json(200, { ...testStaff, role: 'reception' }) });
    await within(dialog).findByRole('combobox', { name: /Service/ });
    expect(within(dialog).queryByRole('textbox', { name: /Raison de la visite/ })).toBeNull();
  });

  it('says when no patient matches, and asks for a patient, a time and a service before sending', async () => {
    const { api, dialog } = await openNew();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Rechercher un patient/ }), { target: { value: 'zz' } });
    await within(dialog).findByText('Aucun patient trouvé.');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Service/ }), { target: { value: '' } });
    await submit(dialog);
    within(dialog).getByText(calendarMessages.patientChoice);
    within(dialog).getByText('Veuillez remplir le champ « Service »');
    within(dialog).getByText('Veuillez remplir le champ « Heure »');
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Rechercher un patient/ }));
    expect(api.sent('POST', '/api/admin/appointments')).toEqual([]);
  });

  it('creates a new patient with the appointment, checking the names and the e-mail address first', async () => {
    const { api, dialog } = await openNew({ [create]: () => json(201, { appointment: created }) });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nouveau patient' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Courriel/ }), { target: { value: 'pas une adresse' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Service/ }), { target: { value: assessment.id } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '9 h' }));
    await submit(dialog);
    within(dialog).getByText('Veuillez remplir le champ « Prénom »');
    within(dialog).getByText('Veuillez remplir le champ « Nom »');
    within(dialog).getByText('Courriel doit être une adresse courriel valide');
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Prénom/ }));
    expect(api.sent('POST', '/api/admin/appointments')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Prénom/ }), { target: { value: 'Camille' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Gagnon' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Courriel/ }), { target: { value: '' } });
    // Without an address there is nobody to send the confirmation to.
    const box = within(dialog).getByRole('checkbox', { name: 'Envoyer la confirmation par courriel' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Courriel/ }), { target: { value: 'camille@example.com' } });
    expect(box.disabled).toBe(false);
    await submit(dialog);
    expect(api.sent('POST', '/api/admin/appointments')).toEqual([
      {
        newPatient: { firstName: 'Camille', lastName: 'Gagnon', email: 'camille@example.com' },
        serviceTypeId: assessment.id,
        date: '2026-11-25',
        time: '09:00',
        notify: true,
      },
    ]);
  });

  it('shows a slot taken meanwhile under the time, in French, and asks the slots again', async () => {
    let reads = 0;
    const { api, dialog } = await openNew({
      [availability]: () => freeDay('2026-11-25', ++reads > 1 ? ['10:30'] : []),
      [create]: () => failure(409, { error: { code: 'BOOK_001', message: 'Ce créneau chevauche un autre rendez-vous.' } }),
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Rechercher un patient/ }), { target: { value: 'gag' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Camille Gagnon/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '10 h 30' }));
    await submit(dialog);
    await within(dialog).findByText('Ce créneau chevauche un autre rendez-vous.');
    expect(dialog.hasAttribute('open')).toBe(true);
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/admin/availability')).toHaveLength(2));
    await within(dialog).findByRole('button', { name: '10 h 30 (indisponible)' });
  });

  it('puts the server’s field messages back on the fields, and any other refusal above the form', async () => {
    let answers = 0;
    const { dialog } = await openNew({
      [create]: () =>
        ++answers === 1
          ? failure(422, {
              error: {
                code: 'VAL_001',
                message: 'Certains champs sont invalides.',
                fields: { 'newPatient.phone': 'Téléphone doit être un numéro de téléphone valide' },
              },
            })
          : failure(404, { error: { code: 'NOT_FOUND', message: 'Service introuvable' } }),
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nouveau patient' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Prénom/ }), { target: { value: 'Camille' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Gagnon' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '9 h' }));
    await submit(dialog);
    await within(dialog).findByText('Téléphone doit être un numéro de téléphone valide');
    await submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Service introuvable');
  });

  it('starts on the day and time of the empty cell clicked, and drops a time that is not free', async () => {
    renderCalendar('/admin/calendar?vue=semaine&date=2026-11-25', {
      [availability]: ({ url }) => freeDay(url.searchParams.get('from') ?? '', ['10:00']),
    });
    await screen.findByRole('button', { name: /Marie Tremblay/ });
    fireEvent.click(document.querySelector('[data-slot="2026-11-26 09:30"]') as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((await within(dialog).findByRole('button', { name: '9 h 30' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0] as HTMLElement);
    // Back on the button that does the same by keyboard (the cells are out of the tab order).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nouveau rendez-vous' })));

    fireEvent.click(document.querySelector('[data-slot="2026-11-26 10:00"]') as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    await within(dialog).findByRole('button', { name: '10 h (indisponible)' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { pressed: true })).toBeNull());
  });
});
