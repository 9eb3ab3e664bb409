import { act, cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, refusal } from '../../test-support/portal-test-api';
import { freeSlots, openAppointments, routes, upcoming } from '../../test-support/appointment-fixtures';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const moved = { ...upcoming, scheduledDate: '2026-11-24', scheduledTime: '10:30' };

/** Opens « Déplacer » on the upcoming appointment; returns the dialog once its slots are shown. */
async function openMove() {
  const move = await screen.findByRole('button', { name: 'Déplacer' });
  move.focus();
  fireEvent.click(move);
  const dialog = await screen.findByRole('dialog', { name: selfServiceText.reschedule.heading });
  await within(dialog).findByRole('list', { name: selfServiceText.reschedule.date });
  return { dialog, move };
}

function choose(dialog: HTMLElement, dayIndex: number, time: string) {
  fireEvent.click(within(within(dialog).getByRole('list', { name: selfServiceText.reschedule.date })).getAllByRole('button')[dayIndex]!);
  fireEvent.click(within(dialog).getByRole('button', { name: time }));
}

describe('« Déplacer »', () => {
  it('shows the current slot and the free ones, moves to the chosen one, says so and shows the list as it now stands', async () => {
    const api = openAppointments([json(200, { appointments: [upcoming] }), json(200, { appointments: [moved] })], {
      [routes.availability(upcoming.id)]: json(200, freeSlots),
      [routes.reschedule(upcoming.id)]: json(200, moved),
    });
    const { dialog } = await openMove();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('Rendez-vous actuel : lundi 30 novembre 2026 à 9 h 30');
    const confirm = within(dialog).getByRole('button', { name: selfServiceText.reschedule.submit }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    // The shared pickers: a day, then its times (a taken one disabled); a new day clears the time.
    fireEvent.click(within(within(dialog).getByRole('list', { name: 'Nouvelle date' })).getAllByRole('button')[0]!);
    const times = within(dialog).getByRole('list', { name: 'Nouvelle heure, lundi 23 novembre' });
    expect((within(times).getByRole('button', { name: '9 h 30 (indisponible)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(times).getByRole('button', { name: '9 h' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(within(dialog).getByRole('list', { name: 'Nouvelle date' })).getAllByRole('button')[1]!);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '10 h 30' }));

    await act(async () => fireEvent.click(confirm));
    expect(api.to(routes.reschedule(upcoming.id)).map((request) => request.body)).toEqual([{ date: '2026-11-24', time: '10:30' }]);
    // Said as a status, not an alert.
    expect((await screen.findByRole('heading', { name: messages.rescheduled })).closest('[role="status"]')).not.toBeNull();
    expect(dialog.hasAttribute('open')).toBe(false);
    // The message takes the focus: the card the button was on has moved in the list.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(messages.rescheduled));
    await screen.findByRole('heading', { level: 2, name: 'mardi 24 novembre 2026 à 10 h 30' });
    expect(api.to(routes.list)).toHaveLength(2);
  });

  it('says a slot taken meanwhile with the server message, brings fresh slots and asks for another time', async () => {
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
    const api = openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.availability(upcoming.id)]: [json(200, freeSlots), json(200, taken)],
      [routes.reschedule(upcoming.id)]: refusal(409, 'BOOK_001', messages.slotTaken),
    });
    const { dialog } = await openMove();
    choose(dialog, 1, '10 h');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: selfServiceText.reschedule.submit })));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messages.rescheduleFailed);
    expect(alert.textContent).toContain(messages.slotTaken);
    await vi.waitFor(() => expect(api.to(routes.availability(upcoming.id))).toHaveLength(2));
    await within(dialog).findByRole('button', { name: '10 h (indisponible)' });
    expect((within(dialog).getByRole('button', { name: selfServiceText.reschedule.submit }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('shows the field message of a slot no longer offered', async () => {
    openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.availability(upcoming.id)]: json(200, freeSlots),
      [routes.reschedule(upcoming.id)]: refusal(422, 'VAL_001', 'Certains champs sont invalides.', { time: messages.pastSlot }),
    });
    const { dialog } = await openMove();
    choose(dialog, 0, '9 h');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: selfServiceText.reschedule.submit })));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(messages.pastSlot);
  });

  it('closes and says why when the API no longer allows any move, then reads the list again', async () => {
    const api = openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.availability(upcoming.id)]: json(200, freeSlots),
      [routes.reschedule(upcoming.id)]: refusal(409, 'BOOK_003', messages.changeClosed),
    });
    const { dialog } = await openMove();
    choose(dialog, 0, '9 h');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: selfServiceText.reschedule.submit })));
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.rescheduleFailed });
    expect(alert.textContent).toContain(messages.changeClosed);
    expect(dialog.hasAttribute('open')).toBe(false);
    await vi.waitFor(() => expect(api.to(routes.list)).toHaveLength(2));
  });

  it('says when the slots cannot be loaded, and « Réessayer » asks again', async () => {
    const api = openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.availability(upcoming.id)]: [refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'), json(200, freeSlots)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Déplacer' }));
    const dialog = await screen.findByRole('dialog', { name: selfServiceText.reschedule.heading });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messages.slotsLoadFailed);
    expect(alert.textContent).toContain('Une erreur est survenue sur le serveur.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(dialog).findByRole('list', { name: selfServiceText.reschedule.date });
    expect(api.to(routes.availability(upcoming.id))).toHaveLength(2);
  });

  it('« Garder le créneau actuel » and Escape close it without a change, the focus back on « Déplacer »', async () => {
    const api = openAppointments(json(200, { appointments: [upcoming] }), { [routes.availability(upcoming.id)]: json(200, freeSlots) });
    const { dialog, move } = await openMove();
    fireEvent.click(within(dialog).getByRole('button', { name: selfServiceText.reschedule.keep }));
    expect(dialog.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(move));

    const again = (await openMove()).dialog;
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(again.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(move));
    // Each opening asks for fresh slots; nothing was moved.
    expect(api.to(routes.availability(upcoming.id))).toHaveLength(2);
    expect(api.to(routes.reschedule(upcoming.id))).toHaveLength(0);
  });
});
