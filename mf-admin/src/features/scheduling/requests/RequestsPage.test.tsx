import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { service } from '../../../test-support/services';
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
import type { AppointmentRequestItem } from './api/requests';
import { RequestsPage } from './RequestsPage';
import { problemText } from 'shared-ui/problem-message';

beforeEach(() => {
  // Monday 23 November 2026, 9 h 10 at the clinic: the slots are asked from that day.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T14:10:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const request = (id: string, name: string, fields: Partial<AppointmentRequestItem> = {}): AppointmentRequestItem => ({
  id,
  patientId: null,
  name,
  email: `${id}@example.com`,
  phone: '5145550142',
  reason: 'Douleur au bas du dos depuis deux semaines',
  reasonOnFile: fields.reason !== null,
  notesOnFile: false,
  patientAge: '42 ans',
  preferredTime: 'Après-midi',
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: null,
  scheduledTime: null,
  durationMinutes: 30,
  serviceTypeId: null,
  serviceName: null,
  serviceColor: null,
  priceCents: null,
  bookingSource: 'site',
  presenceConfirmed: false,
  arrivedAt: null,
  paymentStatus: 'pending',
  depositRequiredCents: 0,
  depositPaidCents: 0,
  cancellationReason: null,
  notes: null,
  createdAt: '2026-11-20T15:30:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  ...fields,
});

const inbox = () => [
  request('r1', 'Marie Roy'),
  request('r2', 'Jean Tremblay', { preferredTime: 'Flexible', patientAge: '', reason: null, createdAt: '2026-11-21T13:05:00.000Z' }),
  request('r3', 'Sophie Lavoie', { preferredTime: 'Matin', createdAt: '2026-11-22T20:00:00.000Z' }),
];

const services = [
  service({ id: 'ajustement', name: 'Ajustement chiropratique', color: '#2f6f62', durationMinutes: 30, priceCents: 8500 }),
  service({
    id: 'bilan',
    name: 'Bilan postural',
    color: '#c2693e',
    durationMinutes: 60,
    priceCents: 12000,
    allowOnlineBooking: false,
  }),
];

const slots = (free: string[], taken: string[] = []) =>
  [...free.map((time) => ({ time, available: true })), ...taken.map((time) => ({ time, available: false }))].sort((a, b) =>
    a.time.localeCompare(b.time),
  );

const week = {
  days: [
    { date: '2026-11-23', slots: slots(['13:00', '16:30'], ['09:00']) },
    { date: '2026-11-24', slots: slots(['09:00', '10:00', '17:00']) },
  ],
};

const notFound = () => failure(404, { error: { code: 'NOT_FOUND', message: "Cette demande n'existe pas ou a déjà été traitée." } });

/** The inbox as the server holds it: a scheduled or declined request leaves it. */
function clinic(held = inbox(), extra: AdminStubRoutes = {}) {
  const leave = (id: string) => {
    const index = held.findIndex((shown) => shown.id === id);
    const [gone] = index >= 0 ? held.splice(index, 1) : [];
    return gone;
  };
  const actions: AdminStubRoutes = Object.fromEntries(
    held.flatMap((shown) => [
      [
        `POST /api/admin/requests/${shown.id}/schedule`,
        (({ body }) => {
          const { serviceTypeId, date, time } = body as { serviceTypeId: string; date: string; time: string };
          const gone = leave(shown.id);
          return gone
            ? json(200, { appointment: { ...gone, status: 'confirmed', serviceTypeId, scheduledDate: date, scheduledTime: time } })
            : notFound();
        }) satisfies TypedHandler<`POST /api/admin/requests/${string}/schedule`>,
      ],
      [
        `POST /api/admin/requests/${shown.id}/decline`,
        (({ body }) => {
          const gone = leave(shown.id);
          const { message } = body as { message: string };
          return gone ? json(200, { appointment: { ...gone, status: 'cancelled', cancellationReason: message } }) : notFound();
        }) satisfies TypedHandler<`POST /api/admin/requests/${string}/decline`>,
      ],
    ]),
  );
  return answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/requests': () => json(200, { requests: held }),
    'GET /api/admin/services': () => json(200, { services }),
    'GET /api/admin/availability': () => json(200, week),
    ...actions,
    ...extra,
  });
}

type Clinic = ReturnType<typeof clinic>;

const asked = (api: Clinic, path: string) => api.requests.filter((sent) => sent.method === 'GET' && sent.url.pathname === path);

async function openInbox(api: Clinic) {
  renderAdminPage(<RequestsPage />, api);
  await screen.findByRole('list', { name: 'Demandes en attente' });
  // The services are asked ahead, so the dialog opens on its first field.
  await waitFor(() => expect(asked(api, '/api/admin/services')).toHaveLength(1));
}

const requestCard = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog');

async function openSchedule(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Planifier la demande de ${name}` }));
  // The dialog's code loads when it is first opened.
  return within(await screen.findByRole('dialog')).findByRole('combobox', { name: /^Service/ });
}

describe('RequestsPage', () => {
  it('lists the waiting requests, oldest first, with everything the person wrote', async () => {
    await openInbox(clinic());
    screen.getByRole('heading', { level: 1, name: 'Demandes' });
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent),
    ).toEqual(['Marie Roy', 'Jean Tremblay', 'Sophie Lavoie']);
    const marie = requestCard('Marie Roy');
    const details = Object.fromEntries(
      within(marie)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Courriel: 'r1@example.com',
      Téléphone: '514 555-0142',
      'Raison de la consultation': 'Douleur au bas du dos depuis deux semaines',
      'Âge du patient': '42 ans',
      'Moment préféré': 'Après-midi',
      'Reçue le': 'vendredi 20 novembre 2026 à 10 h 30',
    });
    expect(within(marie).getByRole('link', { name: 'r1@example.com' }).getAttribute('href')).toBe('mailto:r1@example.com');
    expect(within(marie).getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    // What the person left out is said so.
    const jean = requestCard('Jean Tremblay');
    expect(within(jean).getAllByText('Non précisé')).toHaveLength(2);
    within(marie).getByRole('button', { name: 'Planifier la demande de Marie Roy' });
    within(marie).getByRole('button', { name: 'Refuser la demande de Marie Roy' });
  });

  it('says when no request is waiting', async () => {
    renderAdminPage(<RequestsPage />, clinic([]));
    await screen.findByText('Aucune demande en attente.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the requests cannot be read, and tries again on request', async () => {
    let reads = 0;
    const working = clinic();
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/services': handOn(working),
      'GET /api/admin/requests': (request) =>
        ++reads === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : handOn(working)(request),
    });
    renderAdminPage(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Erreur lors du chargement des demandes' });
    screen.getByText('La base de données est momentanément indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('article', { name: 'Marie Roy' });
  });

  it('schedules a request: a service, the preferred period’s slots first, then confirms; the next request takes the focus', async () => {
    const api = clinic();
    await openInbox(api);
    const service = await openSchedule('Marie Roy');
    await waitFor(() => expect(document.activeElement).toBe(service));
    within(dialog()).getByText('Demande de Marie Roy');
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un service', 'Ajustement chiropratique (30 min)', 'Bilan postural (60 min)']);
    fireEvent.change(service, { target: { value: 'ajustement' } });
    // 'Après-midi': the first day with a free afternoon slot is shown, those slots first.
    const afternoon = await within(dialog()).findByRole('list', { name: "Créneaux de l'après-midi, de 12 h à 16 h (moment préféré)" });
    expect(
      within(dialog())
        .getByRole('button', { name: /^lundi 23 novembre/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(afternoon)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['13 h']);
    const others = within(dialog()).getByRole('list', { name: 'Autres créneaux' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9 h (indisponible)', '16 h 30']);
    const [availability] = asked(api, '/api/admin/availability');
    expect(Object.fromEntries(availability?.url.searchParams ?? [])).toEqual({
      serviceTypeId: 'ajustement',
      from: '2026-11-23',
      days: '14',
    });

    fireEvent.click(within(afternoon).getByRole('button', { name: '13 h' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByText(
      'Rendez-vous confirmé pour Marie Roy le lundi 23 novembre 2026 à 13 h. La confirmation lui a été envoyée par courriel.',
    );
    expect(api.sent('POST', '/api/admin/requests/r1/schedule')).toEqual([
      { serviceTypeId: 'ajustement', date: '2026-11-23', time: '13:00' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Marie Roy' })).toBeNull();
    expect(document.activeElement).toBe(requestCard('Jean Tremblay'));
    await waitFor(() => expect(asked(api, '/api/admin/requests')).toHaveLength(2));
  });

  it('lets the desk pick any day and time, whatever the preference', async () => {
    const api = clinic();
    await openInbox(api);
    fireEvent.change(await openSchedule('Jean Tremblay'), { target: { value: 'bilan' } });
    // 'Flexible': the first day with a free slot, all its slots in one list.
    const times = await within(dialog()).findByRole('list', { name: 'Heure, lundi 23 novembre' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9 h (indisponible)', '13 h', '16 h 30']);
    fireEvent.click(within(dialog()).getByRole('button', { name: /^mardi 24 novembre/ }));
    fireEvent.click(await within(dialog()).findByRole('button', { name: '17 h' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByText(/^Rendez-vous confirmé pour Jean Tremblay le mardi 24 novembre 2026 à 17 h\./);
    expect(api.sent('POST', '/api/admin/requests/r2/schedule')).toEqual([{ serviceTypeId: 'bilan', date: '2026-11-24', time: '17:00' }]);
  });

  it('asks for a service, then a time, before sending, and takes the focus there', async () => {
    const api = clinic();
    await openInbox(api);
    const service = await openSchedule('Sophie Lavoie');
    const confirm = within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' });
    fireEvent.click(confirm);
    within(dialog()).getByText('Choisissez un service');
    expect(service.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(service));
    fireEvent.change(service, { target: { value: 'ajustement' } });
    // 'Matin': the first day with a free morning slot is the next one.
    await within(dialog()).findByRole('list', { name: 'Créneaux du matin, avant 12 h (moment préféré)' });
    expect(
      within(dialog())
        .getByRole('button', { name: /^mardi 24 novembre/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(confirm);
    within(dialog()).getByText('Choisissez une heure');
    expect(document.activeElement?.getAttribute('name')).toBe('time');
    expect(api.sent('POST', '/api/admin/requests/r3/schedule')).toEqual([]);
  });

  it('says a slot taken meanwhile, and brings fresh slots for a new choice', async () => {
    const api = clinic(inbox(), {
      'POST /api/admin/requests/r1/schedule': () =>
        failure(409, {
          error: { code: 'BOOK_001', message: "Ce créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre." },
        }),
    });
    await openInbox(api);
    fireEvent.change(await openSchedule('Marie Roy'), { target: { value: 'ajustement' } });
    fireEvent.click(await within(dialog()).findByRole('button', { name: '13 h' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    const shown = await within(dialog()).findByRole('alert');
    expect(shown.textContent).toBe(
      "Erreur lors de la planificationCe créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre.",
    );
    await waitFor(() => expect(asked(api, '/api/admin/availability')).toHaveLength(2));
    expect(within(dialog()).getByRole('button', { name: '13 h' }).getAttribute('aria-pressed')).toBe('false');
    // Still there: nothing was scheduled.
    expect(requestCard('Marie Roy')).toBeTruthy();
  });

  it('puts a field refusal from the server on its question', async () => {
    const api = clinic(inbox(), {
      'POST /api/admin/requests/r1/schedule': () =>
        failure(422, {
          error: {
            code: 'VAL_001',
            message: 'Certains champs sont invalides.',
            fields: { date: "La clinique n'est pas ouverte ce jour-là." },
          },
        }),
    });
    await openInbox(api);
    fireEvent.change(await openSchedule('Marie Roy'), { target: { value: 'ajustement' } });
    fireEvent.click(await within(dialog()).findByRole('button', { name: '13 h' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await within(dialog()).findByText("La clinique n'est pas ouverte ce jour-là.");
  });

  it('says when the request was handled elsewhere meanwhile, and takes it out of the list', async () => {
    const held = inbox();
    const api = clinic(held);
    await openInbox(api);
    fireEvent.change(await openSchedule('Sophie Lavoie'), { target: { value: 'ajustement' } });
    fireEvent.click(await within(dialog()).findByRole('button', { name: '9 h' }));
    held.splice(2, 1);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await screen.findByText("Cette demande n'existe pas ou a déjà été traitée.");
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Sophie Lavoie' })).toBeNull();
    // The last one went: the one before it takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(requestCard('Jean Tremblay')));
  });

  it('says when the services or the slots cannot be read, and tries again', async () => {
    let servicesDown = true;
    let slotReads = 0;
    const working = clinic();
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/requests': handOn(working),
      'GET /api/admin/services': (request) =>
        servicesDown
          ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } })
          : handOn(working)(request),
      'GET /api/admin/availability': (request) =>
        ++slotReads === 1 ? Promise.reject(new TypeError('Failed to fetch')) : handOn(working)(request),
    });
    renderAdminPage(<RequestsPage />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Planifier la demande de Marie Roy' }));
    await within(dialog()).findByText('Erreur lors du chargement des services');
    servicesDown = false;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Réessayer' }));
    fireEvent.change(await within(dialog()).findByRole('combobox', { name: /^Service/ }), { target: { value: 'ajustement' } });
    await within(dialog()).findByText('Erreur de chargement des créneaux disponibles');
    within(dialog()).getByText(problemText.unreachable);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Réessayer' }));
    await within(dialog()).findByRole('button', { name: '13 h' });
  });

  it('declines a request with a required message; the last one gone, the focus goes to the empty list', async () => {
    const api = clinic([request('r1', 'Marie Roy')]);
    await openInbox(api);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande de Marie Roy' }));
    const message = within(dialog()).getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(document.activeElement).toBe(message));
    within(dialog()).getByText('Envoyé par courriel à r1@example.com, avec le numéro de téléphone de la clinique.');
    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await within(dialog()).findByText('Veuillez remplir le champ « Message »');
    expect(api.sent('POST', '/api/admin/requests/r1/decline')).toEqual([]);
    fireEvent.change(message, { target: { value: '  Nous ne traitons pas ce type de douleur. ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await screen.findByText("La demande de Marie Roy a été refusée. Un courriel l'en informe.");
    expect(api.sent('POST', '/api/admin/requests/r1/decline')).toEqual([{ message: 'Nous ne traitons pas ce type de douleur.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const empty = screen.getByText('Aucune demande en attente.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });

  it('refuses a message over 1000 characters, and keeps the message when sending fails', async () => {
    const api = clinic(inbox(), {
      'POST /api/admin/requests/r2/decline': () =>
        failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }),
    });
    await openInbox(api);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande de Jean Tremblay' }));
    const message = within(dialog()).getByRole('textbox', { name: /^Message/ });
    fireEvent.change(message, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await within(dialog()).findByText('Message ne peut pas dépasser 1000 caractères');
    fireEvent.change(message, { target: { value: 'Complet pour le mois.' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    const shown = await within(dialog()).findByRole('alert');
    expect(shown.textContent).toBe('Erreur lors du refusUne erreur inattendue est survenue');
    expect((message as HTMLTextAreaElement).value).toBe('Complet pour le mois.');
    expect(requestCard('Jean Tremblay')).toBeTruthy();
  });

  it('shows the scheduling on its way, and sends it once however often it is pressed', async () => {
    let answer: (response: AnswerOf<'POST /api/admin/requests/r1/schedule'>) => void = () => undefined;
    const api = clinic(inbox(), {
      'POST /api/admin/requests/r1/schedule': () =>
        new Promise<AnswerOf<'POST /api/admin/requests/r1/schedule'>>((resolve) => {
          answer = resolve;
        }),
    });
    await openInbox(api);
    fireEvent.change(await openSchedule('Marie Roy'), { target: { value: 'ajustement' } });
    fireEvent.click(await within(dialog()).findByRole('button', { name: '13 h' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer le rendez-vous' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Planification…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    within(dialog()).getByText('Planification du rendez-vous en cours…');
    fireEvent.click(busy);
    expect(api.sent('POST', '/api/admin/requests/r1/schedule')).toHaveLength(1);
    await act(async () =>
      answer(json(200, { appointment: { ...inbox()[0]!, status: 'confirmed', scheduledDate: '2026-11-23', scheduledTime: '13:00' } })),
    );
    await screen.findByText(/^Rendez-vous confirmé pour Marie Roy/);
  });

  it('says when a request being declined was handled elsewhere, and takes it out of the list', async () => {
    const held = inbox();
    const api = clinic(held);
    await openInbox(api);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande de Marie Roy' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Message/ }), { target: { value: 'Complet.' } });
    held.splice(0, 1);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await screen.findByText("Cette demande n'existe pas ou a déjà été traitée.");
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Marie Roy' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(requestCard('Jean Tremblay')));
  });

  it('closes a dialog without doing anything, the focus back on its button', async () => {
    const api = clinic();
    await openInbox(api);
    const decline = screen.getByRole('button', { name: 'Refuser la demande de Marie Roy' });
    act(() => decline.focus());
    fireEvent.click(decline);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(decline));
    expect(api.requests.filter((sent) => sent.method === 'POST')).toEqual([]);
  });
});
