import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { changeClosedText } from 'shared-domain/scheduling/self-service-text';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, type RefusalAnswer, refusal } from '../../test-support/portal-test-api';
import { cancelled, confirmed, openAppointments, past, routes, tooClose, undated, upcoming } from '../../test-support/appointment-fixtures';
import { problemText } from 'shared-ui/problem-message';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () => within(screen.getByRole('list', { name: 'Vos rendez-vous' })).getAllByRole('listitem');
const cardOf = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('li') as HTMLElement;
/** The card once the list has arrived. */
const foundCard = async (heading: string) => (await screen.findByRole('heading', { level: 2, name: heading })).closest('li') as HTMLElement;

describe('« Rendez-vous »', () => {
  it('lists the appointments in the order the server sends, with date, time, service, duration and status', async () => {
    openAppointments(
      json(200, { appointments: [undated, { ...confirmed, serviceName: 'Ostéopathie pédiatrique', durationMinutes: 45 }, cancelled] }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Date à confirmer' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Date à confirmer',
      'mercredi 2 décembre 2026 à 14 h',
      'lundi 5 octobre 2026 à 14 h',
    ]);
    const [first, second, third] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Statut : En attente');
    expect(first.textContent).toContain('Rendez-vous');
    expect(first.textContent).toContain('30 min');
    expect(within(first).queryByText('Présence confirmée')).toBeNull();

    expect(second.textContent).toContain('Ostéopathie pédiatrique');
    expect(second.textContent).toContain('45 min');
    expect(second.textContent).toContain('Statut : Confirmé');
    within(second).getByText('Présence confirmée');
    expect(within(second).queryByText("Raison de l'annulation")).toBeNull();

    // A cancelled visit says why, and no longer claims the patient will come.
    expect(third.textContent).toContain('Statut : Annulé');
    expect(within(third).getByText("Raison de l'annulation").nextElementSibling?.textContent).toBe('Empêchement au travail');
    expect(within(third).queryByText('Présence confirmée')).toBeNull();
    expect(screen.queryByText('Aucun rendez-vous pour le moment')).toBeNull();
  });

  it('shows the day alone when the clinic has set it without an hour, and a cancellation without a reason as such', async () => {
    openAppointments(json(200, { appointments: [{ ...cancelled, scheduledTime: null, cancellationReason: null }] }));
    await screen.findByRole('heading', { level: 2, name: 'lundi 5 octobre 2026' });
    expect(screen.getByText("Raison de l'annulation").nextElementSibling?.textContent).toBe('Non spécifiée');
  });

  it('says so when there is none, and offers to book one', async () => {
    openAppointments(json(200, { appointments: [] }));
    await screen.findByText('Aucun rendez-vous pour le moment');
    expect(screen.queryByRole('list', { name: 'Vos rendez-vous' })).toBeNull();
    screen.getByRole('button', { name: 'Prendre rendez-vous' });
    // Booking is done here now, not on the public site.
    expect(screen.queryByRole('link', { name: /rendez-vous/ })).toBeNull();
  });

  it('shows the loading state, then a failure with « Réessayer » that asks again', async () => {
    let answer: (response: RefusalAnswer) => void = () => {};
    const pending = new Promise<RefusalAnswer>((resolve) => {
      answer = resolve;
    });
    const api = openAppointments([() => pending, json(200, { appointments: [upcoming] })]);
    await screen.findByText('Chargement des rendez-vous…');
    answer(refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'));

    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: 'Erreur lors du chargement des rendez-vous' });
    expect(alert.textContent).toContain('Une erreur est survenue sur le serveur.');
    // A failure is not "no appointments".
    expect(screen.queryByText('Aucun rendez-vous pour le moment')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 2, name: 'lundi 30 novembre 2026 à 9 h 30' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to(routes.list)).toHaveLength(2);
  });

  it('moves the focus to the message when a retry fails again', async () => {
    openAppointments(refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'));
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Erreur lors du chargement des rendez-vous');
    });
  });
});

describe('what each appointment offers', () => {
  it('offers presence, move and cancel while the API allows changes, each button described by its date', async () => {
    openAppointments(json(200, { appointments: [upcoming, confirmed] }));
    const first = await foundCard('lundi 30 novembre 2026 à 9 h 30');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirmer ma présence', 'Déplacer', 'Annuler']);
    const move = within(first).getByRole('button', { name: 'Déplacer' });
    expect(document.getElementById(move.getAttribute('aria-describedby') ?? '')?.textContent).toBe('lundi 30 novembre 2026 à 9 h 30');
    // Presence already confirmed: only the changes.
    const second = cardOf('mercredi 2 décembre 2026 à 14 h');
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Déplacer', 'Annuler']);
    // Nothing closed: the clinic's details are not asked for.
    expect(screen.queryByText(/appelez-nous/)).toBeNull();
  });

  it('says why a visit can no longer be changed online, with the clinic phone while it is ahead, and still takes its presence inside the cut-off', async () => {
    const api = openAppointments(json(200, { appointments: [undated, tooClose, past, cancelled] }));
    const close = await foundCard('jeudi 19 novembre 2026 à 15 h');
    await within(close).findByText(/appelez-nous/);
    expect(within(close).getByText(new RegExp(changeClosedText.cutoff)).textContent).toBe(
      `${changeClosedText.cutoff} Pour toute demande, appelez-nous au 514 555-0100.`,
    );
    expect(within(close).getByRole('link', { name: '514 555-0100' }).getAttribute('href')).toBe('tel:5145550100');
    expect(
      within(close)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirmer ma présence']);

    // A request awaiting its date is not "too close": the phone alone.
    const request = cardOf('Date à confirmer');
    expect(within(request).queryByText(new RegExp(changeClosedText.cutoff))).toBeNull();
    expect(within(request).getByText(/appelez-nous/).textContent).toBe('Pour toute demande, appelez-nous au 514 555-0100.');
    expect(within(request).queryByRole('button')).toBeNull();

    const done = cardOf('mardi 10 novembre 2026 à 10 h');
    within(done).getByText(changeClosedText.past);
    expect(within(done).queryByRole('button')).toBeNull();
    expect(within(done).queryByText(/appelez-nous/)).toBeNull();
    const gone = cardOf('lundi 5 octobre 2026 à 14 h');
    within(gone).getByText(changeClosedText.cancelled);
    expect(within(gone).queryByRole('button')).toBeNull();
    expect(api.to(routes.clinic)).toHaveLength(1);
  });

  it('says only why when the clinic phone cannot be read', async () => {
    openAppointments(json(200, { appointments: [tooClose] }), { [routes.clinic]: refusal(500, 'INTERNAL', 'Erreur') });
    await screen.findByText(changeClosedText.cutoff);
    expect(screen.queryByText(/appelez-nous/)).toBeNull();
  });
});

describe('« Confirmer ma présence »', () => {
  it('confirms, says so where the focus goes, and shows the list as it now stands', async () => {
    const api = openAppointments(
      [json(200, { appointments: [upcoming] }), json(200, { appointments: [{ ...upcoming, presenceConfirmed: true }] })],
      {
        [routes.presence(upcoming.id)]: json(200, { presenceConfirmed: true }),
      },
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirmer ma présence' })));
    const status = await screen.findByRole('status');
    within(status).getByRole('heading', { name: messages.presenceConfirmed });
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(messages.presenceConfirmed));
    await screen.findByText('Présence confirmée');
    expect(screen.queryByRole('button', { name: 'Confirmer ma présence' })).toBeNull();
    expect(api.to(routes.presence(upcoming.id))).toHaveLength(1);
    expect(api.to(routes.list)).toHaveLength(2);
  });

  it('says why when it is refused, and reads the list again', async () => {
    const api = openAppointments(
      [json(200, { appointments: [upcoming] }), json(200, { appointments: [{ ...upcoming, ...cancelled, id: upcoming.id }] })],
      {
        [routes.presence(upcoming.id)]: refusal(409, 'BOOK_003', messages.changeClosed),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer ma présence' }));
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.confirmFailed });
    expect(alert.textContent).toContain(messages.changeClosed);
    await vi.waitFor(() => expect(api.to(routes.list)).toHaveLength(2));
    await screen.findByText(changeClosedText.cancelled);
  });

  it('says when the server cannot be reached, and ignores a second press while sending', async () => {
    let answer: () => void = () => {};
    const api = openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.presence(upcoming.id)]: () =>
        new Promise<never>((_, reject) => {
          answer = () => reject(new TypeError('Failed to fetch'));
        }),
    });
    const button = await screen.findByRole('button', { name: 'Confirmer ma présence' });
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: 'Confirmation…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    await act(async () => answer());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(problemText.unreachable);
    expect(api.to(routes.presence(upcoming.id))).toHaveLength(1);
  });
});
