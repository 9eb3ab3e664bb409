import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import { formatMoney } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClinic } from '../../test-support/render';
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { routeNamed } from 'shared-domain/platform/routes';
import { BookingPage, bookingPageTitle } from './BookingPage';
import { bookingConsentSentence, remindersConsentLabel } from './DetailsStep';
import { json, type PublicStubRoutes, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
import { problemText } from 'shared-ui/problem-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const services = [
  {
    id: 'svc-adulte',
    name: 'Ajustement adulte',
    description: 'Suivi chiropratique pour adultes.',
    priceCents: 8500,
    durationMinutes: 30,
    requiresDeposit: false,
    depositCents: 0,
  },
  {
    id: 'svc-premiere',
    name: 'Première consultation',
    description: '',
    priceCents: 12000,
    durationMinutes: 60,
    requiresDeposit: true,
    depositCents: 2500,
  },
];

const days = [
  {
    date: '2026-11-23',
    slots: [
      { time: '09:00', available: true },
      { time: '10:00', available: false },
      { time: '11:00', available: true },
    ],
  },
  { date: '2026-11-24', slots: [{ time: '09:00', available: false }] },
  // A day the clinic closed (a whole-day closure): named by its reason, not « Complet ».
  { date: '2026-11-25', slots: [{ time: '09:00', available: false }], closure: 'Formation OCQ' },
];

const booked = {
  date: '2026-11-23',
  time: '09:00',
  durationMinutes: 60,
  serviceName: 'Première consultation',
  priceCents: 12000,
  depositCents: 2500,
  email: 'marie@example.com',
};

/** The consent texts the details step shows, the booking text at `bookingVersion`. */
const text = (title: string, version: number) => ({ version, title, body: `${title}, version ${version}.\n\nVos droits.` });
const texts = (bookingVersion: number) => ({
  texts: {
    online_booking: text('Réservation en ligne', bookingVersion),
    email_reminders: text('Rappels et avis par courriel', 2),
    text_reminders: text('Rappels par texto', 1),
    waitlist_contact: text('Liste d’attente', 1),
    care: text('Soins', 1),
    marketing: text('Infolettre', 1),
    portal_terms: text('Portail patient', 1),
  },
});

const api = (overrides: PublicStubRoutes = {}) =>
  stubApi({
    'GET /api/public/booking/services': () => json(200, { enabled: true, full: false, newPatientsBookOnline: true, services }),
    'GET /api/public/booking/availability': ({ query }) => json(200, { serviceId: query.get('serviceId') ?? '', days }),
    'GET /api/public/consent-texts': () => json(200, texts(1)),
    'POST /api/public/bookings': () => json(201, { booking: booked }),
    ...overrides,
  });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const where = () => screen.getByTestId('where').textContent;

function renderBooking(path = '/booking') {
  return renderWithClinic(
    <>
      <BookingPage />
      <Where />
    </>,
    { path },
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillDetails(values: { name?: string; email?: string; phone?: string; notes?: string } = {}) {
  const form = {
    name: 'Marie Tremblay',
    email: 'marie@example.com',
    phone: '514 555-0199',
    notes: '',
    ...values,
  };
  fireEvent.change(screen.getByLabelText(/^Nom complet/), { target: { value: form.name } });
  fireEvent.change(screen.getByLabelText(/^Courriel/), { target: { value: form.email } });
  fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: form.phone } });
  fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: form.notes } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));

const detailsPath = '/booking?etape=4&service=svc-premiere&date=2026-11-23&heure=09%3A00';

describe('the booking page, step by step', () => {
  it('is titled as the shell’s route table names it (the breadcrumb)', () => {
    expect(bookingPageTitle).toBe(routeNamed('booking')?.label);
  });

  it('tells the clinic’s server each step this visit reaches, once, under a random id and nothing else', async () => {
    window.sessionStorage.clear();
    const stub = api({ 'POST /api/public/booking-funnel': () => json(202, { counted: true as const }) });
    renderBooking();
    await stepHeading('Choisissez un service');
    fireEvent.click(screen.getByRole('button', { name: /Ajustement adulte/ }));
    await stepHeading('Choisissez une date');
    await waitFor(() => expect(stub.callsTo('POST /api/public/booking-funnel')).toHaveLength(2));
    const [opened, service] = stub.callsTo('POST /api/public/booking-funnel').map((call) => call.body as { visit: string; step: string });
    expect(opened).toEqual({ visit: expect.stringMatching(/^[0-9a-f-]{36}$/), step: 'opened' });
    expect(service).toEqual({ visit: opened?.visit, step: 'service' });
    cleanup();
    // The same tab comes back to the page: the steps already counted are not sent again.
    renderBooking();
    await stepHeading('Choisissez un service');
    expect(stub.callsTo('POST /api/public/booking-funnel')).toHaveLength(2);
  });

  it('lists the services with price, length and deposit, and the stepper at step 1', async () => {
    api();
    renderBooking();
    screen.getByRole('heading', { level: 1, name: 'Réservation en ligne' });
    await stepHeading('Choisissez un service');
    const first = screen.getByRole('button', { name: /Première consultation/ });
    expect(first.textContent).toContain(formatMoney(12000));
    expect(first.textContent).toContain('60 min');
    expect(first.textContent).toContain(`Dépôt requis : ${formatMoney(2500)}`);
    const adult = screen.getByRole('button', { name: /Ajustement adulte/ });
    expect(adult.textContent).toContain(formatMoney(8500));
    expect(adult.textContent).not.toContain('Dépôt');
    const stepper = screen.getByRole('list', { name: 'Étapes de la réservation' });
    expect(within(stepper).getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('goes through service, date, time and details to the confirmation, the address following each step', async () => {
    const stub = api();
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: /Première consultation/ }));
    const dateHeading = await stepHeading('Choisissez une date');
    expect(where()).toBe('/booking?etape=2&service=svc-premiere');
    await waitFor(() => expect(document.activeElement).toBe(dateHeading));
    expect(stub.callsTo('GET /api/public/booking/availability')[0]?.query.get('serviceId')).toBe('svc-premiere');

    const monday = await screen.findByRole('button', { name: /lundi 23 novembre/ });
    expect(monday.textContent).toContain('2 créneaux libres');
    expect(screen.getByRole('button', { name: /mardi 24 novembre/ }).textContent).toContain('Complet');
    expect(screen.getByRole('button', { name: /mercredi 25 novembre/ }).textContent).toContain('Fermé — Formation OCQ');
    expect(screen.getByRole('button', { name: /mercredi 25 novembre/ }).textContent).not.toContain('Complet');
    fireEvent.click(monday);
    expect(document.activeElement).toBe(await stepHeading('Choisissez une heure'));
    expect(where()).toBe('/booking?etape=3&service=svc-premiere&date=2026-11-23');

    fireEvent.click(screen.getByRole('button', { name: '9 h' }));
    expect(document.activeElement).toBe(await stepHeading('Vos coordonnées'));
    expect(where()).toBe(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    const summary = screen.getByRole('heading', { name: 'Vos coordonnées' }).parentElement as HTMLElement;
    expect(summary.textContent).toContain('lundi 23 novembre 2026');
    expect(summary.textContent).toContain(`Dépôt requis${formatMoney(2500)}`);

    await fillDetails({ notes: 'Première visite' });
    // The service asks a deposit: the card is asked at this step.
    const deposit = screen.getByRole('group', { name: `Dépôt requis : ${formatMoney(2500)}` });
    fireEvent.change(within(deposit).getByLabelText(/^Numéro de carte/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(within(deposit).getByLabelText(/^Date d'expiration/), { target: { value: '08/29' } });
    fireEvent.change(within(deposit).getByLabelText(/^CVV/), { target: { value: '123' } });
    fireEvent.change(within(deposit).getByLabelText(/^Nom du titulaire/), { target: { value: 'Marie Tremblay' } });
    fireEvent.change(within(deposit).getByLabelText(/^Code postal/), { target: { value: 'H2X 1Y4' } });
    submit();
    const done = await stepHeading(messages.booked);
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(where()).toBe('/booking?etape=5');
    screen.getByText('marie@example.com');
    expect(stub.callsTo('POST /api/public/bookings')[0]?.body).toEqual({
      serviceId: 'svc-premiere',
      date: '2026-11-23',
      time: '09:00',
      name: 'Marie Tremblay',
      email: 'marie@example.com',
      phone: '514 555-0199',
      notes: 'Première visite',
      consentVersions: { online_booking: 1 },
      deposit: {
        number: '4242 4242 4242 4242',
        expiry: '08/29',
        cvv: '123',
        cardholderName: 'Marie Tremblay',
        postalCode: 'H2X 1Y4',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(screen.queryByRole('list', { name: 'Étapes de la réservation' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Réserver un autre rendez-vous' }));
    await stepHeading('Choisissez un service');
    expect(where()).toBe('/booking?etape=1');
  });

  it('shows the unavailable slots disabled, and the empty message for a day without a free slot', async () => {
    api();
    renderBooking('/booking?etape=3&service=svc-adulte&date=2026-11-23');
    await stepHeading('Choisissez une heure');
    const taken = (await screen.findByRole('button', { name: '10 h (indisponible)' })) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    fireEvent.click(taken);
    expect(where()).toBe('/booking?etape=3&service=svc-adulte&date=2026-11-23');

    cleanup();
    api();
    renderBooking('/booking?etape=3&service=svc-adulte&date=2026-11-24');
    await screen.findByText(messages.emptyDay);
    expect(screen.queryByRole('button', { name: /9 h/ })).toBeNull();
  });

  it('goes back one step with « Retour », like the browser, and a new date clears the time', async () => {
    api();
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: /Ajustement adulte/ }));
    fireEvent.click(await screen.findByRole('button', { name: /lundi 23 novembre/ }));
    fireEvent.click(await screen.findByRole('button', { name: '11 h' }));
    await stepHeading('Vos coordonnées');

    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(document.activeElement).toBe(await stepHeading('Choisissez une heure'));
    expect(where()).toBe('/booking?etape=3&service=svc-adulte&date=2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await stepHeading('Choisissez une date');
    expect(where()).toBe('/booking?etape=2&service=svc-adulte');

    fireEvent.click(screen.getByRole('button', { name: /mardi 24 novembre/ }));
    await stepHeading('Choisissez une heure');
    expect(where()).toBe('/booking?etape=3&service=svc-adulte&date=2026-11-24');
  });

  it('steps back by replacing the address when the page was opened at a later step', async () => {
    api();
    renderBooking('/booking?etape=3&service=svc-adulte&date=2026-11-23');
    await stepHeading('Choisissez une heure');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await stepHeading('Choisissez une date');
    expect(where()).toBe('/booking?etape=2&service=svc-adulte');
  });

  it('sends an address with missing or stale choices to the step they allow, and says why', async () => {
    api();
    renderBooking('/booking?etape=4&service=svc-adulte&date=2026-11-23');
    await stepHeading('Choisissez une heure');
    expect((await screen.findByText(messages.incompleteSteps)).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(where()).toBe('/booking?etape=3&service=svc-adulte&date=2026-11-23'));

    cleanup();
    api();
    renderBooking('/booking?etape=3&service=inconnu&date=2026-11-23');
    await stepHeading('Choisissez un service');
    await waitFor(() => expect(where()).toBe('/booking?etape=1'));

    cleanup();
    api();
    renderBooking('/booking?etape=5');
    await stepHeading('Choisissez un service');
    expect(screen.queryByText(messages.incompleteSteps)).toBeNull();
  });
});

describe('the details form', () => {
  it('says the required fields are missing, under each one too, without booking', async () => {
    const stub = api();
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    submit();
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain(messages.missingDetails);
    const name = screen.getByLabelText(/^Nom complet/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    screen.getByText('Veuillez remplir le champ « Nom complet »');
    expect(stub.callsTo('POST /api/public/bookings')).toHaveLength(0);

    await fillDetails({ email: 'marie@exemple' });
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^Courriel/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(messages.missingDetails)).toBeNull();
    expect(stub.callsTo('POST /api/public/bookings')).toHaveLength(0);
  });

  it('puts the server’s field messages back on the fields', async () => {
    api({
      'POST /api/public/bookings': () =>
        refusal(422, 'VAL_001', 'Certains champs sont invalides.', { phone: 'Téléphone doit être un numéro de téléphone valide' }),
    });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    await screen.findByText('Téléphone doit être un numéro de téléphone valide');
    expect(screen.getByLabelText(/^Téléphone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says « Erreur lors de la réservation » and keeps what was typed when the booking fails', async () => {
    api({ 'POST /api/public/bookings': () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue') });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.bookingFailed);
    expect(alert.textContent).toContain('Une erreur inattendue est survenue');
    expect((screen.getByLabelText(/^Nom complet/) as HTMLInputElement).value).toBe('Marie Tremblay');

    api({ 'POST /api/public/bookings': unreachable });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(problemText.unreachable));
  });

  it('brings fresh slots and the time step back when the slot was just taken (409)', async () => {
    let availabilityCalls = 0;
    const stub = api({
      'GET /api/public/booking/availability': () => {
        availabilityCalls += 1;
        // After the refusal, 9 h shows as taken.
        const fresh = availabilityCalls > 1;
        return json(200, {
          serviceId: 'svc-premiere',
          days: [
            {
              date: '2026-11-23',
              slots: [
                { time: '09:00', available: !fresh },
                { time: '11:00', available: true },
              ],
            },
          ],
        });
      },
      'POST /api/public/bookings': () => refusal(409, 'BOOK_001', messages.slotTaken),
    });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    const heading = await stepHeading('Choisissez une heure');
    expect(screen.getByRole('alert').textContent).toBe(messages.slotTaken);
    expect(where()).toBe('/booking?etape=3&service=svc-premiere&date=2026-11-23');
    expect(((await screen.findByRole('button', { name: '9 h (indisponible)' })) as HTMLButtonElement).disabled).toBe(true);
    expect(stub.callsTo('GET /api/public/booking/availability')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(heading));

    // Another time: the form is as it was, without the old refusal.
    fireEvent.click(screen.getByRole('button', { name: '11 h' }));
    expect(((await screen.findByLabelText(/^Nom complet/)) as HTMLInputElement).value).toBe('Marie Tremblay');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the times when the server refuses the day or the time (422)', async () => {
    api({
      'POST /api/public/bookings': () => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { time: messages.pastSlot }),
    });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    await stepHeading('Choisissez une heure');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(messages.bookingFailed);
    expect(alert.textContent).toContain(messages.pastSlot);
  });
});

describe('when the page cannot book', () => {
  it('says online booking is off, with the clinic’s phone, the waitlist and the way home', async () => {
    const stub = api({
      'GET /api/public/booking/services': () => json(200, { enabled: false, full: false, newPatientsBookOnline: true, services: [] }),
    });
    renderBooking();
    await screen.findByRole('heading', { level: 2, name: messages.disabled });
    expect(screen.getByRole('link', { name: '514 555-0100' }).getAttribute('href')).toBe('tel:5145550100');
    expect(screen.getByRole('link', { name: "Rejoindre la liste d'attente" }).getAttribute('href')).toBe('/waitlist');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(stub.callsTo('GET /api/public/booking/availability')).toHaveLength(0);
  });

  it('agenda full: says the agenda is full and offers the waitlist instead of the steps', async () => {
    const stub = api();
    renderWithClinic(<BookingPage />, { profile: { agendaFull: true } });
    await screen.findByRole('heading', { level: 2, name: bookingModeText.fullTitle });
    screen.getByText(bookingModeText.fullBooking);
    expect(screen.getByRole('link', { name: "Rejoindre la liste d'attente" }).getAttribute('href')).toBe('/waitlist');
    expect(screen.queryByRole('heading', { name: 'Choisissez un service' })).toBeNull();
    expect(stub.callsTo('GET /api/public/booking/availability')).toHaveLength(0);
    cleanup();

    // The API says full though the profile read earlier did not.
    api({ 'GET /api/public/booking/services': () => json(200, { enabled: true, full: true, newPatientsBookOnline: true, services: [] }) });
    renderBooking();
    await screen.findByRole('heading', { level: 2, name: bookingModeText.fullTitle });
    expect(screen.queryByRole('heading', { name: 'Choisissez un service' })).toBeNull();
  });

  it('says the agenda is full when the booking is refused so (409 BOOK_004)', async () => {
    api({ 'POST /api/public/bookings': () => refusal(409, 'BOOK_004', messages.agendaFull) });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    await screen.findByRole('heading', { level: 2, name: bookingModeText.fullTitle });
    expect(screen.getByRole('link', { name: "Rejoindre la liste d'attente" }).getAttribute('href')).toBe('/waitlist');
  });

  it('says before the last step that new patients send a request, and opens the request form', async () => {
    api({
      'GET /api/public/booking/services': () => json(200, { enabled: true, full: false, newPatientsBookOnline: false, services }),
    });
    const openRequest = vi.fn();
    renderWithClinic(<BookingPage />, { path: '/booking', openRequest });
    await stepHeading('Choisissez un service');
    const notice = screen.getByRole('note', { name: 'Réservation en ligne réservée aux patients de la clinique' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Faire une demande de rendez-vous' }));
    expect(openRequest).toHaveBeenCalledTimes(1);
  });

  it('says nothing of it while the clinic takes new patients online', async () => {
    api();
    renderBooking();
    await stepHeading('Choisissez un service');
    expect(screen.queryByRole('note', { name: 'Réservation en ligne réservée aux patients de la clinique' })).toBeNull();
  });

  it('shows the refusal of someone new on the form (403 BOOK_006)', async () => {
    api({ 'POST /api/public/bookings': () => refusal(403, 'BOOK_006', messages.newPatientsByRequest) });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    await screen.findByText(messages.newPatientsByRequest);
  });

  it('says so too when booking closes while the visitor fills the form (403 BOOK_002)', async () => {
    api({ 'POST /api/public/bookings': () => refusal(403, 'BOOK_002', messages.disabled) });
    renderBooking(detailsPath);
    await screen.findByLabelText(/^Nom complet/);
    await fillDetails();
    submit();
    await screen.findByRole('heading', { level: 2, name: messages.disabled });
  });

  it('says « Erreur lors du chargement » and tries again on request, for the services and for the slots', async () => {
    let fail = true;
    api({
      'GET /api/public/booking/services': () =>
        fail
          ? refusal(503, 'DB_002', 'La base de données est momentanément indisponible.')
          : json(200, { enabled: true, full: false, newPatientsBookOnline: true, services }),
    });
    renderBooking();
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: messages.loadFailed });
    expect(notice.textContent).toContain('La base de données est momentanément indisponible.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(await stepHeading('Choisissez un service')).toBeTruthy();

    cleanup();
    api({ 'GET /api/public/booking/availability': unreachable });
    renderBooking('/booking?etape=2&service=svc-adulte');
    await stepHeading('Choisissez une date');
    const slotsNotice = await screen.findByRole('alert');
    within(slotsNotice).getByRole('heading', { name: messages.loadFailed });
    expect(slotsNotice.textContent).toContain(problemText.unreachable);
    api();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: /lundi 23 novembre/ });
  });
});

describe('the booking page’s consents', () => {
  it('says what booking accepts, with « Lire le texte », asks for reminders unticked, and sends the versions shown', async () => {
    const stub = api({ 'GET /api/public/consent-texts': () => json(200, texts(5)) });
    renderBooking(detailsPath);
    await screen.findByText(bookingConsentSentence);
    const reminders = screen.getByRole('checkbox', { name: remindersConsentLabel }) as HTMLInputElement;
    expect(reminders.checked).toBe(false);
    const toggles = screen.getAllByRole('button', { name: /Lire le texte/ });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1] as HTMLElement);
    expect(toggles[1]?.getAttribute('aria-expanded')).toBe('true');
    screen.getByText('Réservation en ligne, version 5.');

    await fillDetails();
    submit();
    await stepHeading(messages.booked);
    expect(stub.callsTo('POST /api/public/bookings')[0]?.body).toMatchObject({ consentVersions: { online_booking: 5 } });
    expect(JSON.stringify(stub.callsTo('POST /api/public/bookings')[0]?.body)).not.toContain('email_reminders');
  });

  it('books nothing without the consent texts it shows: their load failed, the form says so and sends nothing', async () => {
    const stub = api({ 'GET /api/public/consent-texts': unreachable });
    renderBooking(detailsPath);
    await screen.findByRole('heading', { level: 2, name: 'Vos coordonnées' });
    await waitFor(() => expect(stub.callsTo('GET /api/public/consent-texts')).toHaveLength(1));
    await fillDetails();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(consentMessages.bookingTextMissing));
    expect(stub.callsTo('POST /api/public/bookings')).toHaveLength(0);
  });

  it('sends the reminders text’s version only when the box is ticked', async () => {
    const stub = api({ 'GET /api/public/consent-texts': () => json(200, texts(5)) });
    renderBooking(detailsPath);
    fireEvent.click(await screen.findByRole('checkbox', { name: remindersConsentLabel }));
    await fillDetails();
    submit();
    await stepHeading(messages.booked);
    expect(stub.callsTo('POST /api/public/bookings')[0]?.body).toMatchObject({
      consentVersions: { online_booking: 5, email_reminders: 2 },
    });
  });

  it('a text republished meanwhile (409 PRIV_001) says so, reads the new version and books with it', async () => {
    let version = 5;
    const stub = api({
      'GET /api/public/consent-texts': () => json(200, texts(version)),
      'POST /api/public/bookings': ({ body }) =>
        (body as { consentVersions?: { online_booking: number } }).consentVersions?.online_booking === 6
          ? json(201, { booking: booked })
          : refusal(409, 'PRIV_001', consentMessages.staleVersion),
    });
    renderBooking(detailsPath);
    await screen.findByText(bookingConsentSentence);
    version = 6;
    await fillDetails();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(consentMessages.staleVersion));
    await waitFor(() => expect(stub.callsTo('GET /api/public/consent-texts')).toHaveLength(2));
    await screen.findByText(bookingConsentSentence);
    submit();
    await stepHeading(messages.booked);
    expect(
      stub
        .callsTo('POST /api/public/bookings')
        .map((call) => (call.body as { consentVersions: { online_booking: number } }).consentVersions.online_booking),
    ).toEqual([5, 6]);
  });
});
