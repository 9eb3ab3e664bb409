import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoursSection } from './HoursSection';
import { renderSettingsSection, saved, settingsPath, settingsView } from './settings-test-support';
import { json } from '../../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (name: string) => screen.getByRole('group', { name });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const holidays = { id: 'fetes', startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes' };

function renderHours(closures = [holidays]) {
  let list = [...closures];
  return renderSettingsSection(<HoursSection />, {
    put: { '/hours': ({ body }) => saved(body, ['thursday', 'saturday']) },
    routes: {
      [`GET ${settingsPath}/closures`]: () => ({ closures: list }),
      [`POST ${settingsPath}/closures`]: ({ body }) => {
        const closure = { ...(body as Omit<typeof holidays, 'id'>), id: 'nouvelle' };
        const overlapping = list.filter((other) => other.startDate <= closure.endDate && other.endDate >= closure.startDate);
        list = [...list, closure];
        return json(201, { closure, appointmentsDuring: closure.reason === 'Relâche scolaire' ? 2 : 0, overlapping });
      },
      [`DELETE ${settingsPath}/closures/fetes`]: () => {
        list = list.filter((closure) => closure.id !== 'fetes');
        return new Response(null, { status: 204 });
      },
    },
  });
}

describe("« Paramètres › Heures d'ouverture »", () => {
  it('shows each day Monday first with its hours and breaks; adds a lunch break, opens Saturday, and says which days changed', async () => {
    const api = renderHours();
    await screen.findByRole('heading', { level: 2, name: "Heures d'ouverture" });
    await screen.findByRole('group', { name: 'Lundi' });
    expect(
      screen
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent)
        .filter((name) => name && !name.startsWith('Pauses')),
    ).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(field('Fermeture — Vendredi').value).toBe('17:00');
    expect(field('Début de la pause 1 du mardi').value).toBe('12:00');
    expect(within(day('Samedi')).queryByLabelText(/^Ouverture/)).toBeNull();

    fireEvent.click(within(day('Jeudi')).getByRole('button', { name: 'Ajouter une pause au jeudi' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Début de la pause 1 du jeudi')));
    expect(field('Fin de la pause 1 du jeudi').value).toBe('13:00');
    fireEvent.click(within(day('Samedi')).getByRole('switch', { name: 'Ouvert' }));
    fireEvent.change(field('Fermeture — Samedi'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('2 modifications enregistrées : Jeudi, Samedi');
    const [body] = api.sent('PUT', `${settingsPath}/hours`) as {
      days: { weekday: number; enabled: boolean; end: string; breaks: unknown[] }[];
    }[];
    expect(body?.days[4]).toEqual({ weekday: 4, enabled: true, start: '08:00', end: '19:00', breaks: [{ start: '12:00', end: '13:00' }] });
    expect(body?.days[6]).toMatchObject({ enabled: true, end: '13:00' });
    expect(body?.days[2]?.breaks).toEqual([{ start: '12:00', end: '13:00' }]);
  });

  it('refuses a break outside the day’s hours before sending, and removes a break', async () => {
    const api = renderHours();
    await screen.findByRole('group', { name: 'Mardi' });
    fireEvent.change(field('Début de la pause 1 du mardi'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("La pause doit être comprise dans les heures d'ouverture (8 h à 19 h)");
    await waitFor(() => expect(document.activeElement).toBe(field('Début de la pause 1 du mardi')));
    expect(api.sent('PUT', `${settingsPath}/hours`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la pause 1 du mardi' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une pause au mardi' })));
    within(day('Mardi')).getByText('Aucune pause.');
    fireEvent.change(field('Fermeture — Lundi'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("L'heure de fermeture doit être après l'heure d'ouverture");
    expect(api.sent('PUT', `${settingsPath}/hours`)).toEqual([]);
  });

  it('lists the upcoming closures, adds one (saying what is still booked) and removes one', async () => {
    const api = renderHours();
    const list = await screen.findByRole('list', { name: 'Fermetures' });
    within(list).getByText('Du jeudi 24 décembre 2026 au lundi 4 janvier 2027');
    within(list).getByText(
      (_, element) =>
        element?.tagName === 'SPAN' && element.textContent === 'Du jeudi 24 décembre 2026 au lundi 4 janvier 2027 — Congé des Fêtes',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la fermeture' }));
    await screen.findByText('Veuillez remplir le champ « Motif »');
    expect(api.sent('POST', `${settingsPath}/closures`)).toEqual([]);
    fireEvent.change(field('Premier jour'), { target: { value: '2027-03-01' } });
    fireEvent.change(field('Dernier jour'), { target: { value: '2027-03-05' } });
    fireEvent.change(field('Motif'), { target: { value: 'Relâche scolaire' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la fermeture' }));
    await screen.findByText(
      'Fermeture ajoutée : Relâche scolaire. 2 rendez-vous sont prévus pendant cette fermeture : déplacez-les ou annulez-les depuis le calendrier.',
    );
    expect(api.sent('POST', `${settingsPath}/closures`)).toEqual([
      { startDate: '2027-03-01', endDate: '2027-03-05', reason: 'Relâche scolaire' },
    ]);
    await screen.findByText('Du lundi 1 mars 2027 au vendredi 5 mars 2027');
    // The form starts again empty.
    expect(field('Motif').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la fermeture Congé des Fêtes' }));
    await screen.findByText('Fermeture retirée : Congé des Fêtes');
    await waitFor(() => expect(screen.queryByText('Du jeudi 24 décembre 2026 au lundi 4 janvier 2027')).toBeNull());
  });

  it('adds a closure overlapping another, and warns of it naming the other', async () => {
    renderHours();
    await screen.findByRole('list', { name: 'Fermetures' });
    fireEvent.change(field('Premier jour'), { target: { value: '2026-12-31' } });
    fireEvent.change(field('Dernier jour'), { target: { value: '2027-01-01' } });
    fireEvent.change(field('Motif'), { target: { value: 'Jour de l’An' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la fermeture' }));
    await screen.findByText(
      'Fermeture ajoutée : Jour de l’An. Attention : cette fermeture chevauche une autre (du jeudi 24 décembre 2026 au lundi 4 janvier 2027 — Congé des Fêtes). Retirez celle qui serait en double.',
    );
  });

  it('says when there is no closure to come', async () => {
    renderSettingsSection(<HoursSection />, {
      settings: settingsView(),
      routes: { [`GET ${settingsPath}/closures`]: () => ({ closures: [] }) },
    });
    await screen.findByText('Aucune fermeture à venir.');
  });
});
