import { act, cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { depositPaidLabel, depositRequiredLabel } from 'shared-domain/billing/deposit';
import { formatMoney } from 'shared-domain/platform/format';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, type PortalAnswer, refusal } from '../../test-support/portal-test-api';
import { freeSlots, openAppointments, routes, services, upcoming } from '../../test-support/appointment-fixtures';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('../appointments/AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text as the page writes it: amounts keep their no-break space. */
const asWritten = (text: string) => text.trim();
const booked = { ...upcoming, id: 'a-booked', scheduledDate: '2026-11-24', scheduledTime: '10:30' };

const cardsRoute = 'GET /api/portal/payment-methods';
type Card = PortalAnswer<typeof cardsRoute>['cards'][number];
const card = (id: string, overrides: Partial<Card> = {}): Card => ({
  id,
  brand: 'Visa',
  lastFour: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  cardholderName: 'CAMILLE ROY',
  nickname: null,
  isPrimary: false,
  expiryState: 'valid',
  ...overrides,
});
const primaryCard = card('c1', { isPrimary: true, lastFour: '1111' });
const otherCard = card('c2', { brand: 'Mastercard', lastFour: '4444' });
const expiredCard = card('c3', { lastFour: '0005', expiryMonth: 1, expiryYear: 2026, expiryState: 'expired' });
const submit = selfServiceText.book.submit;
const incomplete = messages.incompleteSteps;

/** Opens « Prendre rendez-vous »; returns the dialog once its form is shown, and the button that opened it. */
async function openBooking() {
  const button = await screen.findByRole('button', { name: 'Prendre rendez-vous' });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Prendre rendez-vous' });
  return { dialog, button, service: (await within(dialog).findByRole('combobox', { name: /Service/ })) as HTMLSelectElement };
}

const days = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Date' })).getAllByRole('button');
const send = (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: submit })));

describe('« Prendre rendez-vous »', () => {
  it('books a service, a day and a time with an optional reason, nothing else to type; says so and shows the list as it now stands', async () => {
    const api = openAppointments([json(200, { appointments: [upcoming] }), json(200, { appointments: [booked, upcoming] })], {
      [routes.services]: json(200, services),
      [routes.serviceAvailability]: json(200, freeSlots),
      [routes.book]: json(201, { appointment: booked }),
    });
    const { dialog, service } = await openBooking();
    expect(dialog.hasAttribute('open')).toBe(true);
    // The form's first field has the focus once the services are there.
    await waitFor(() => expect(document.activeElement).toBe(service));
    expect([...service.options].map((option) => option.textContent)).toEqual([
      'Choisissez un service',
      `Suivi chiropratique — ${formatMoney(6500)} · 30 min`,
      `Neurologie fonctionnelle — ${formatMoney(12000)} · 60 min · Dépôt requis : ${formatMoney(3000)}`,
    ]);
    // Nobody's name, e-mail or phone to type: the session says who books.
    expect(within(dialog).queryByRole('textbox', { name: /Nom|Courriel|Téléphone/ })).toBeNull();
    expect(api.to(routes.serviceAvailability)).toHaveLength(0);

    fireEvent.change(service, { target: { value: 's-suivi' } });
    await within(dialog).findByRole('list', { name: 'Date' });
    fireEvent.click(days(dialog)[0]!);
    expect((within(dialog).getByRole('button', { name: '9 h 30 (indisponible)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '9 h' }));
    // Another day: the time is chosen again.
    fireEvent.click(days(dialog)[1]!);
    const times = within(dialog).getByRole('list', { name: 'Heure, mardi 24 novembre' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false']);
    fireEvent.click(within(times).getByRole('button', { name: '10 h 30' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Raison de la consultation/ }), {
      target: { value: ' Douleur au <b>dos</b> ' },
    });

    await send(dialog);
    expect(api.to(routes.book).map((request) => request.body)).toEqual([
      { serviceTypeId: 's-suivi', date: '2026-11-24', time: '10:30', reason: 'Douleur au dos' },
    ]);
    expect((await screen.findByRole('heading', { name: messages.booked })).closest('[role="status"]')).not.toBeNull();
    expect(dialog.hasAttribute('open')).toBe(false);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(messages.booked));
    await screen.findByRole('heading', { level: 2, name: 'mardi 24 novembre 2026 à 10 h 30' });
    expect(api.to(routes.list)).toHaveLength(2);
  });

  it('asks for each step left undone, the focus on the first one, and sends nothing', async () => {
    const api = openAppointments(json(200, { appointments: [] }), {
      [routes.services]: json(200, services),
      [routes.serviceAvailability]: json(200, freeSlots),
      [cardsRoute]: json(200, { sandbox: false, cards: [primaryCard] }),
    });
    const { dialog, service } = await openBooking();
    await send(dialog);
    expect(service.getAttribute('aria-invalid')).toBe('true');
    within(dialog).getByText(incomplete);
    await waitFor(() => expect(document.activeElement).toBe(service));

    fireEvent.change(service, { target: { value: 's-neuro' } });
    await within(dialog).findByRole('list', { name: 'Date' });
    await send(dialog);
    const date = within(dialog).getByRole('group', { name: 'Date' });
    expect(date.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(incomplete);
    await waitFor(() => expect(document.activeElement).toBe(date));

    // A day chosen: the date is answered, the time is now what is missing.
    fireEvent.click(days(dialog)[1]!);
    expect(date.getAttribute('aria-describedby')).toBeNull();
    await send(dialog);
    const time = within(dialog).getByRole('group', { name: 'Heure, mardi 24 novembre' });
    await waitFor(() => expect(document.activeElement).toBe(time));
    fireEvent.click(within(time).getByRole('button', { name: '10 h' }));
    expect(time.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Raison de la consultation/ }), { target: { value: 'x'.repeat(1001) } });
    await send(dialog);
    within(dialog).getByText('Raison de la consultation ne peut pas dépasser 1000 caractères');
    expect(api.to(routes.book)).toHaveLength(0);
  });

  it('says a slot taken meanwhile under the times with the server message, brings fresh slots and lets go of the time', async () => {
    const taken = {
      ...freeSlots,
      days: [
        freeSlots.days[0]!,
        {
          date: '2026-11-24',
          slots: [
            { time: '10:00', available: false },
            { time: '10:30', available: true },
          ],
        },
      ],
    };
    const api = openAppointments(json(200, { appointments: [] }), {
      [routes.services]: json(200, services),
      [routes.serviceAvailability]: [json(200, freeSlots), json(200, taken)],
      [routes.book]: [refusal(409, 'BOOK_001', messages.slotTaken), json(201, { appointment: booked })],
    });
    const { dialog, service } = await openBooking();
    fireEvent.change(service, { target: { value: 's-suivi' } });
    await within(dialog).findByRole('list', { name: 'Date' });
    fireEvent.click(days(dialog)[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '10 h' }));
    await send(dialog);

    const time = within(dialog).getByRole('group', { name: 'Heure, mardi 24 novembre' });
    expect(document.getElementById(time.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.slotTaken);
    await vi.waitFor(() => expect(document.activeElement).toBe(time));
    await vi.waitFor(() => expect(api.to(routes.serviceAvailability)).toHaveLength(2));
    await within(dialog).findByRole('button', { name: '10 h (indisponible)' });
    expect(within(time).getByRole('button', { name: '10 h 30' }).getAttribute('aria-pressed')).toBe('false');
    expect(dialog.hasAttribute('open')).toBe(true);

    // Another time: the message goes, and this one is booked.
    fireEvent.click(within(time).getByRole('button', { name: '10 h 30' }));
    expect(time.getAttribute('aria-describedby')).toBeNull();
    await send(dialog);
    expect(api.to(routes.book).map((request) => request.body)).toEqual([
      { serviceTypeId: 's-suivi', date: '2026-11-24', time: '10:00', reason: '' },
      { serviceTypeId: 's-suivi', date: '2026-11-24', time: '10:30', reason: '' },
    ]);
    await screen.findByRole('heading', { name: messages.booked });
  });

  it('says when online booking is closed, with the clinic phone, and when it closes while the form is open', async () => {
    const api = openAppointments(json(200, { appointments: [] }), {
      [routes.services]: [json(200, services), json(200, { ...services, enabled: false, services: [] })],
      [routes.serviceAvailability]: json(200, freeSlots),
      [routes.book]: refusal(403, 'BOOK_002', messages.disabled),
    });
    const { dialog, service } = await openBooking();
    fireEvent.change(service, { target: { value: 's-suivi' } });
    await within(dialog).findByRole('list', { name: 'Date' });
    fireEvent.click(days(dialog)[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '9 h' }));
    await send(dialog);
    // The refusal, then the dialog as it now is: closed, and whom to call.
    await within(dialog).findByText(messages.disabled);
    expect((await within(dialog).findByRole('link', { name: '514 555-0100' })).getAttribute('href')).toBe('tel:5145550100');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(api.to(routes.services)).toHaveLength(2);
  });

  it('offers the waitlist instead of booking when the agenda is full', async () => {
    openAppointments(json(200, { appointments: [] }), { [routes.services]: json(200, { ...services, full: true, services: [] }) });
    const button = await screen.findByRole('button', { name: 'Prendre rendez-vous' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Prendre rendez-vous' });
    await within(dialog).findByText('Notre horaire est complet');
    expect(within(dialog).getByRole('link', { name: "Rejoindre la liste d'attente" }).getAttribute('href')).toBe('/waitlist');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  describe('a service that asks a deposit', () => {
    const bookedWithDeposit = { ...booked, serviceName: 'Neurologie fonctionnelle', depositPaidCents: 3000 };

    /** Neurologie fonctionnelle, mardi 24 novembre at 10 h: the slot chosen. */
    async function chooseDepositService(dialog: HTMLElement, service: HTMLSelectElement) {
      fireEvent.change(service, { target: { value: 's-neuro' } });
      await within(dialog).findByRole('list', { name: 'Date' });
      fireEvent.click(days(dialog)[1]!);
      fireEvent.click(within(dialog).getByRole('button', { name: '10 h' }));
    }

    it('is paid with a saved card (primary first, an expired one shown but not choosable), says the gateway’s refusal and books with a new key, then says the deposit paid', async () => {
      const api = openAppointments([json(200, { appointments: [] }), json(200, { appointments: [bookedWithDeposit] })], {
        [routes.services]: json(200, services),
        [routes.serviceAvailability]: json(200, freeSlots),
        [cardsRoute]: json(200, { sandbox: false, cards: [primaryCard, otherCard, expiredCard] }),
        [routes.book]: [
          refusal(402, 'PAY_002', 'Paiement refusé par votre banque. Essayez une autre carte.'),
          json(201, { appointment: bookedWithDeposit }),
        ],
      });
      const { dialog, service } = await openBooking();
      // No card asked for a service without a deposit.
      fireEvent.change(service, { target: { value: 's-suivi' } });
      await within(dialog).findByRole('list', { name: 'Date' });
      expect(within(dialog).queryByText(/Dépôt requis/, { selector: 'strong' })).toBeNull();
      expect(api.to(cardsRoute)).toHaveLength(0);

      await chooseDepositService(dialog, service);
      within(dialog).getByText(depositRequiredLabel(3000), { selector: 'strong', normalizer: asWritten });
      const cards = await within(dialog).findByRole('radiogroup', { name: /Carte pour le dépôt/ });
      const radios = within(cards).getAllByRole('radio') as HTMLInputElement[];
      expect(radios.map((radio) => [radio.closest('label')?.textContent, radio.checked, radio.disabled])).toEqual([
        ['Visa •••• 1111 (principale) — expire fin 08/29', true, false],
        ['Mastercard •••• 4444 — expire fin 08/29', false, false],
        ['Visa •••• 0005 — expirée, ne peut pas payer', false, true],
      ]);
      fireEvent.click(radios[1]!);

      await send(dialog);
      await within(dialog).findByText('Paiement refusé par votre banque. Essayez une autre carte.');
      expect(dialog.hasAttribute('open')).toBe(true);
      await send(dialog);
      const notice = (await screen.findByRole('heading', { name: messages.booked })).closest('[role="status"]') as HTMLElement;
      // The page says what was paid with the booking.
      within(notice).getByText(depositPaidLabel(3000), { normalizer: asWritten });

      const sent = api.to(routes.book).map((request) => request.body as { deposit?: { paymentMethodId: string; idempotencyKey: string } });
      expect(sent.map((body) => body.deposit?.paymentMethodId)).toEqual(['c2', 'c2']);
      const [refusedKey, bookedKey] = sent.map((body) => body.deposit?.idempotencyKey);
      expect(refusedKey).toMatch(/^[0-9a-f-]{36}$/);
      // A refused charge is final under its key: the next try is a new payment.
      expect(bookedKey).not.toBe(refusedKey);
    });

    it('without a usable card, says to add one first with a link to « Paiements », and sends nothing', async () => {
      const api = openAppointments(json(200, { appointments: [] }), {
        [routes.services]: json(200, services),
        [routes.serviceAvailability]: json(200, freeSlots),
        [cardsRoute]: json(200, { sandbox: false, cards: [expiredCard] }),
      });
      const { dialog, service } = await openBooking();
      await chooseDepositService(dialog, service);
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(`Ce service demande un dépôt de ${formatMoney(3000)}, payé avec une carte enregistrée.`);
      expect(within(alert).getByRole('link', { name: 'Ajouter une carte dans « Paiements »' }).getAttribute('href')).toBe(
        '/patient-portal/paiements',
      );
      await send(dialog);
      await within(dialog).findByText(/ajoutez une carte dans « Paiements », puis revenez/);
      expect(api.to(routes.book)).toHaveLength(0);
    });
  });

  it('says when the services cannot be loaded, and « Réessayer » asks again', async () => {
    const api = openAppointments(json(200, { appointments: [] }), {
      [routes.services]: [refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'), json(200, services)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre rendez-vous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre rendez-vous' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messages.loadFailed);
    expect(alert.textContent).toContain('Une erreur est survenue sur le serveur.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(dialog).findByRole('combobox', { name: /Service/ });
    expect(api.to(routes.services)).toHaveLength(2);
  });

  it('« Annuler » and Escape close it unsent, the focus back on « Prendre rendez-vous »', async () => {
    const api = openAppointments(json(200, { appointments: [] }), { [routes.services]: json(200, services) });
    const { dialog, button } = await openBooking();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));

    // The services are known now: the form is there at the opening, its first field focused.
    const { dialog: again, service } = await openBooking();
    await waitFor(() => expect(document.activeElement).toBe(service));
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(again.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.to(routes.book)).toHaveLength(0);
  });
});
