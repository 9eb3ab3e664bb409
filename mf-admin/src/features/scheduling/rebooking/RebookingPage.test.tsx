import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, answerAdminApi, json, failure, type AdminStubRoutes } from '../../../test-support/admin-stub-api';
import { type ListedAppointment, listedAppointment } from '../../../test-support/appointment';
import { testDays } from '../../../test-support/availability';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { servicesList } from '../../../test-support/services';
import { RebookingPage } from './RebookingPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slot = (id: string, date: string, time: string, displayOrder: number, durationMinutes = 30) => ({
  id,
  date,
  time,
  durationMinutes,
  displayOrder,
});
const noAnswer = { responseType: null, selectedSlotId: null, patientNotes: null, patientNotesOnFile: false, respondedAt: null };
/** A rebooking request as the API lists it. */
type RebookingRequest = AdminAnswer<'GET /api/admin/rebooking-requests'>['requests'][number];

const request = (
  id: string,
  patientName: string,
  status: RebookingRequest['status'],
  extra: Partial<RebookingRequest> = {},
): RebookingRequest => ({
  id,
  appointmentId: null,
  patientName,
  patientEmail: `${id}@courriel.example`,
  reason: null,
  status,
  expiresAt: '2026-12-02T17:00:00.000Z',
  createdAt: '2026-11-29T17:00:00.000Z',
  slots: [slot(`${id}-a`, '2026-12-03', '09:00', 0), slot(`${id}-b`, '2026-12-03', '10:30', 1, 45)],
  response: noAnswer,
  ...extra,
});

const requests = [
  request('camille', 'Camille Gagnon', 'pending', { appointmentId: 'rdv-1', reason: 'Praticienne absente' }),
  request('louis', 'Louis Pelletier', 'accepted', {
    response: {
      responseType: 'accept',
      selectedSlotId: 'louis-b',
      patientNotes: null,
      patientNotesOnFile: false,
      respondedAt: '2026-11-30T14:15:00.000Z',
    },
  }),
  request('nadia', 'Nadia Roy', 'callback_requested', {
    response: {
      responseType: 'request_callback',
      selectedSlotId: null,
      patientNotes: 'Je travaille le jour, appelez après 17 h.',
      patientNotesOnFile: true,
      respondedAt: '2026-11-30T15:00:00.000Z',
    },
  }),
  request('olivier', 'Olivier Côté', 'declined', {
    response: {
      responseType: 'decline',
      selectedSlotId: null,
      patientNotes: null,
      patientNotesOnFile: false,
      respondedAt: '2026-11-30T16:00:00.000Z',
    },
  }),
  request('sophie', 'Sophie Lavoie', 'expired'),
];

const appointment = (id: string, name: string, status: ListedAppointment['status'], extra: Partial<ListedAppointment> = {}) =>
  listedAppointment(id, {
    name,
    email: `${id}@courriel.example`,
    phone: '5145550142',
    reason: 'Suivi',
    status,
    statusLabel: status,
    scheduledDate: '2026-12-04',
    scheduledTime: '11:00',
    durationMinutes: 45,
    serviceTypeId: 'svc-bebe',
    serviceName: 'Suivi bébé',
    serviceColor: '#c2693e',
    priceCents: 9500,
    ...extra,
  });

const created = (body: unknown) => json(201, { ...request('nouvelle', 'Nouveau', 'pending'), ...(body as object) });

function renderRebooking(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/rebooking-requests': () => json(200, { requests }),
    'GET /api/admin/services': () => json(200, servicesList()),
    'GET /api/admin/availability': () => json(200, { days: testDays }),
    'POST /api/admin/rebooking-requests': ({ body }) => created(body),
    ...routes,
  });
  renderAdminPage(<RebookingPage />, api);
  return api;
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Demandes envoyées' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('follow-up-card'));

const details = (card: HTMLElement) =>
  Object.fromEntries(Array.from(card.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]));

async function openForm() {
  const opener = screen.getByRole('button', { name: 'Nouvelle demande' });
  // A click focuses the button in a browser; the dialog gives the focus back to it.
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle demande de re-réservation' });
  await within(dialog).findByRole('combobox', { name: /Service/ });
  return dialog;
}

const type = (dialog: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

async function addSlot(dialog: HTMLElement, day: RegExp, time: string, service = 'svc-adulte') {
  const select = within(dialog).getByRole('combobox', { name: /Service/ }) as HTMLSelectElement;
  if (select.value !== service) fireEvent.change(select, { target: { value: service } });
  fireEvent.click(await within(dialog).findByRole('button', { name: day }));
  fireEvent.click(within(dialog).getByRole('button', { name: time }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter ce créneau' }));
}

const addedSlots = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.classList.contains('rebooking-slots__list'))
    .map((item) => item.querySelector('span')?.textContent);

describe('RebookingPage', () => {
  it('lists the requests newest first, with their state, the slots offered and the answers', async () => {
    renderRebooking();
    screen.getByRole('heading', { level: 1, name: 'Re-réservation' });
    expect(screen.getByText('Chargement des demandes…').getAttribute('role')).toBe('status');
    await screen.findByRole('heading', { level: 3, name: 'Camille Gagnon' });
    const [camille, louis, nadia, olivier, sophie] = cards() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Camille Gagnon',
      'Louis Pelletier',
      'Nadia Roy',
      'Olivier Côté',
      'Sophie Lavoie',
    ]);
    expect(cards().map((card) => card.querySelector('.follow-up-badges')?.textContent)).toEqual([
      'État : En attente de réponse',
      'État : Acceptée',
      'État : Rappel demandé',
      'État : Refusée',
      'État : Expirée',
    ]);
    expect(details(camille)).toEqual({
      Courriel: 'camille@courriel.example',
      Raison: 'Praticienne absente',
      'Rendez-vous remplacé': 'Oui, annulé si le patient accepte un créneau',
      'Envoyée le': 'dimanche 29 novembre 2026 à 12 h',
      'Expire le': 'mercredi 2 décembre 2026 à 12 h',
      Réponse: 'Pas encore de réponse.',
    });
    const offered = within(camille).getByRole('list', { name: 'Créneaux proposés à Camille Gagnon' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['jeudi 3 décembre 2026 à 9 h (30 min)', 'jeudi 3 décembre 2026 à 10 h 30 (45 min)']);

    expect(details(louis)).toMatchObject({
      Réponse: 'Créneau accepté : jeudi 3 décembre 2026 à 10 h 30',
      'Réponse reçue le': formatDateTime(new Date('2026-11-30T14:15:00.000Z')),
    });
    expect(within(louis).getAllByRole('listitem')[1]?.textContent).toBe('jeudi 3 décembre 2026 à 10 h 30 (45 min) — choisi');
    expect(details(louis)).not.toHaveProperty('Expire le');
    expect(details(nadia)).toMatchObject({
      Réponse: 'Le patient demande à être rappelé.',
      'Notes du patient': 'Je travaille le jour, appelez après 17 h.',
    });
    expect(details(olivier).Réponse).toBe('Le patient a refusé les créneaux proposés.');
    expect(details(sophie)).toMatchObject({ 'Expirée le': 'mercredi 2 décembre 2026 à 12 h' });
    expect(details(sophie)).not.toHaveProperty('Réponse');
  });

  it('says when no request was sent yet, and offers to try again when the list cannot be read', async () => {
    let asked = 0;
    renderRebooking({
      'GET /api/admin/rebooking-requests': () =>
        ++asked === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : json(200, { requests: [] }),
    });
    await screen.findByRole('heading', { name: 'Erreur lors du chargement des demandes' });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Aucune demande de re-réservation n'a encore été envoyée.");
  });

  describe('a new request', () => {
    it('sends the patient, the reason, the slots in the order added and the 72 h default; then says so and reads the list again', async () => {
      const api = renderRebooking();
      await screen.findByRole('heading', { level: 3, name: 'Camille Gagnon' });
      const dialog = await openForm();
      type(dialog, /Nom du patient/, 'Julie Gagnon');
      type(dialog, /Courriel/, 'julie@Courriel.example');
      type(dialog, /Raison/, 'Praticienne en formation');
      expect((within(dialog).getByRole('spinbutton', { name: /Délai d'expiration/ }) as HTMLInputElement).value).toBe('72');
      await addSlot(dialog, /^mercredi 2 décembre/, '14 h');
      expect(within(dialog).getByText('Créneau ajouté : mercredi 2 décembre 2026 à 14 h.').getAttribute('role')).toBe('status');
      await addSlot(dialog, /^mardi 1 décembre/, '9 h', 'svc-bebe');
      expect(addedSlots(dialog)).toEqual([
        'mercredi 2 décembre 2026 à 14 h (Ajustement adulte, 30 min)',
        'mardi 1 décembre 2026 à 9 h (Suivi bébé, 45 min)',
      ]);
      within(dialog).getByRole('heading', { name: 'Créneaux ajoutés (2 sur 6)' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await screen.findByText('Demande envoyée à Julie Gagnon (julie@courriel.example).');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('POST', '/api/admin/rebooking-requests')).toEqual([
        {
          patientName: 'Julie Gagnon',
          patientEmail: 'julie@courriel.example',
          reason: 'Praticienne en formation',
          slots: [
            { date: '2026-12-02', time: '14:00', durationMinutes: 30 },
            { date: '2026-12-01', time: '09:00', durationMinutes: 45 },
          ],
          expiresInHours: 72,
        },
      ]);
      await waitFor(() => expect(api.sent('GET', '/api/admin/rebooking-requests')).toHaveLength(2));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nouvelle demande' })));
    });

    it('asks for a name, an e-mail and at least one slot, and a sensible delay, before sending', async () => {
      const api = renderRebooking();
      const dialog = await openForm();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      const name = within(dialog).getByRole('textbox', { name: /Nom du patient/ });
      await within(dialog).findByText('Veuillez remplir le champ « Nom du patient »');
      within(dialog).getByText('Veuillez remplir le champ « Courriel »');
      within(dialog).getByText('Veuillez remplir le champ « Créneaux »');
      expect(name.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(name));

      type(dialog, /Nom du patient/, 'Julie Gagnon');
      type(dialog, /Courriel/, 'julie@courriel');
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Délai d'expiration/ }), { target: { value: '0' } });
      await addSlot(dialog, /^mardi 1 décembre/, '9 h');
      expect(within(dialog).queryByText('Veuillez remplir le champ « Créneaux »')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await within(dialog).findByText('Courriel doit être une adresse courriel valide');
      within(dialog).getByText("Délai d'expiration (heures) doit être supérieur ou égal à 1");
      await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Courriel/ })));
      expect(api.sent('POST', '/api/admin/rebooking-requests')).toEqual([]);
    });

    it('adds a slot only once one is chosen, never twice, at most six, and removes one', async () => {
      renderRebooking({
        'GET /api/admin/availability': () =>
          json(200, {
            days: [
              {
                date: '2026-12-01',
                slots: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00'].map((time) => ({ time, available: true })),
              },
            ],
          }),
      });
      const dialog = await openForm();
      const add = within(dialog).getByRole('button', { name: 'Ajouter ce créneau' });
      fireEvent.click(add);
      expect(within(dialog).getByRole('alert').textContent).toBe('Choisissez un service, une date et une heure, puis ajoutez le créneau.');
      within(dialog).getByText('Veuillez remplir le champ « Service »');
      await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Service/ })));

      await addSlot(dialog, /^mardi 1 décembre/, '9 h');
      fireEvent.click(within(dialog).getByRole('button', { name: '9 h' }));
      fireEvent.click(add);
      expect(within(dialog).getByRole('alert').textContent).toBe('Ce créneau est déjà proposé.');
      for (const time of ['9 h 30', '10 h', '10 h 30', '11 h', '11 h 30']) {
        fireEvent.click(within(dialog).getByRole('button', { name: time }));
        fireEvent.click(add);
      }
      expect(addedSlots(dialog)).toHaveLength(6);
      fireEvent.click(within(dialog).getByRole('button', { name: '13 h' }));
      fireEvent.click(add);
      expect(within(dialog).getByRole('alert').textContent).toBe('6 créneaux au maximum : retirez-en un pour en ajouter un autre.');
      expect(addedSlots(dialog)).toHaveLength(6);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer le créneau du mardi 1 décembre 2026 à 10 h' }));
      expect(addedSlots(dialog)).toHaveLength(5);
      expect(addedSlots(dialog)).not.toContain('mardi 1 décembre 2026 à 10 h (Ajustement adulte, 30 min)');
      within(dialog).getByText('Créneau retiré : mardi 1 décembre 2026 à 10 h.');
      expect(document.activeElement?.getAttribute('name')).toBe('slots');
      fireEvent.click(within(dialog).getByRole('button', { name: '13 h' }));
      fireEvent.click(add);
      expect(addedSlots(dialog)).toHaveLength(6);
    });

    it('puts the server’s message about a slot on the slot list', async () => {
      renderRebooking({
        'POST /api/admin/rebooking-requests': () =>
          failure(422, {
            error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { 'slots.1.time': 'Ce créneau est déjà passé' } },
          }),
      });
      const dialog = await openForm();
      type(dialog, /Nom du patient/, 'Julie Gagnon');
      type(dialog, /Courriel/, 'julie@courriel.example');
      await addSlot(dialog, /^mardi 1 décembre/, '9 h');
      await addSlot(dialog, /^mardi 1 décembre/, '10 h');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await within(dialog).findByText('Ce créneau est déjà passé');
      expect(document.activeElement?.getAttribute('name')).toBe('slots');
    });

    it('says why the request could not be sent and keeps what was typed', async () => {
      renderRebooking({
        'POST /api/admin/rebooking-requests': () =>
          failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }),
      });
      const dialog = await openForm();
      type(dialog, /Nom du patient/, 'Julie Gagnon');
      type(dialog, /Courriel/, 'julie@courriel.example');
      await addSlot(dialog, /^mardi 1 décembre/, '9 h');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      const problem = await within(dialog).findByRole('alert');
      expect(problem.textContent).toBe("Erreur lors de l'envoi de la demandeUne erreur inattendue est survenue");
      expect((within(dialog).getByRole('textbox', { name: /Nom du patient/ }) as HTMLInputElement).value).toBe('Julie Gagnon');
      expect(addedSlots(dialog)).toHaveLength(1);
    });

    it('ties the request to an upcoming appointment found by name, filled in from it; or unties it', async () => {
      const api = renderRebooking({
        'GET /api/admin/appointments': () =>
          json(200, {
            appointments: [
              appointment('rdv-annule', 'Julie Gagnon', 'cancelled'),
              appointment('rdv-julie', 'Julie Gagnon', 'confirmed'),
              appointment('rdv-jules', 'Jules Gagné', 'pending', { serviceTypeId: null, serviceName: null, scheduledTime: null }),
            ],
            nextCursor: null,
          }),
      });
      const dialog = await openForm();
      const search = within(dialog).getByRole('searchbox', { name: /Nom du patient ou motif/ });
      await waitFor(() => expect(document.activeElement).toBe(search));
      fireEvent.change(search, { target: { value: 'G' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
      within(dialog).getByText('Entrez au moins 2 caractères.');
      expect(api.sent('GET', '/api/admin/appointments')).toEqual([]);

      fireEvent.change(search, { target: { value: ' Gag ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
      const results = await within(dialog).findByRole('list', { name: 'Rendez-vous trouvés' });
      const asked = api.requests.find((request) => request.url.pathname === '/api/admin/appointments')?.url.searchParams;
      expect(asked?.get('q')).toBe('Gag');
      // A cancelled appointment cannot be replaced.
      expect(
        within(results)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('span')?.textContent),
      ).toEqual(['Julie Gagnon, vendredi 4 décembre 2026 à 11 h, Suivi bébé', 'Jules Gagné, vendredi 4 décembre 2026']);
      within(dialog).getByText('2 rendez-vous trouvés.');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Choisir : Julie Gagnon, vendredi 4 décembre 2026 à 11 h, Suivi bébé' }));
      expect(within(dialog).getByText('Julie Gagnon, vendredi 4 décembre 2026 à 11 h, Suivi bébé').closest('p')?.textContent).toBe(
        'Remplace le rendez-vous : Julie Gagnon, vendredi 4 décembre 2026 à 11 h, Suivi bébé',
      );
      const name = within(dialog).getByRole('textbox', { name: /Nom du patient/ }) as HTMLInputElement;
      expect(name.value).toBe('Julie Gagnon');
      expect(document.activeElement).toBe(name);
      expect((within(dialog).getByRole('textbox', { name: /Courriel/ }) as HTMLInputElement).value).toBe('rdv-julie@courriel.example');
      // The appointment's service is chosen: its free slots are asked.
      expect((within(dialog).getByRole('combobox', { name: /Service/ }) as HTMLSelectElement).value).toBe('svc-bebe');
      await addSlot(dialog, /^mardi 1 décembre/, '10 h', 'svc-bebe');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await waitFor(() => expect(api.sent('POST', '/api/admin/rebooking-requests')).toHaveLength(1));
      expect(api.sent('POST', '/api/admin/rebooking-requests')[0]).toMatchObject({
        appointmentId: 'rdv-julie',
        patientName: 'Julie Gagnon',
        patientEmail: 'rdv-julie@courriel.example',
      });
    });

    it('sends no appointment once untied, and says when the server no longer finds it', async () => {
      let posted = 0;
      const api = renderRebooking({
        'GET /api/admin/appointments': () =>
          json(200, { appointments: [appointment('rdv-julie', 'Julie Gagnon', 'confirmed')], nextCursor: null }),
        'POST /api/admin/rebooking-requests': ({ body }) =>
          ++posted === 1
            ? failure(422, {
                error: {
                  code: 'VAL_001',
                  message: 'Certains champs sont invalides.',
                  fields: { appointmentId: 'Rendez-vous introuvable' },
                },
              })
            : created(body),
      });
      const dialog = await openForm();
      fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'Julie' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
      fireEvent.click(await within(dialog).findByRole('button', { name: /^Choisir/ }));
      await addSlot(dialog, /^mardi 1 décembre/, '10 h', 'svc-bebe');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await within(dialog).findByText('Rendez-vous introuvable');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Ne plus lier ce rendez-vous' }));
      await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('searchbox')));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
      await screen.findByText('Demande envoyée à Julie Gagnon (rdv-julie@courriel.example).');
      expect(api.sent('POST', '/api/admin/rebooking-requests')[1]).not.toHaveProperty('appointmentId');
    });

    it('says when no upcoming appointment matches, or the search fails', async () => {
      let searched = 0;
      renderRebooking({
        'GET /api/admin/appointments': () =>
          ++searched === 1
            ? json(200, { appointments: [], nextCursor: null })
            : failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } }),
      });
      const dialog = await openForm();
      const search = within(dialog).getByRole('searchbox');
      fireEvent.change(search, { target: { value: 'Personne' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
      await within(dialog).findByText('Aucun rendez-vous à venir ne correspond.', { selector: '.follow-up-empty' });
      fireEvent.change(search, { target: { value: 'Autre' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Erreur lors de la rechercheLa base de données est momentanément indisponible.',
      );
    });
  });
});
