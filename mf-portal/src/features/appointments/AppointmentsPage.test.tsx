import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  priceCents: 8500,
  cancellationReason: null,
  canChange: true,
  changeClosed: null,
};

const undated = {
  ...base,
  id: 'a-undated',
  status: 'pending',
  statusLabel: 'En attente',
  scheduledDate: null,
  scheduledTime: null,
  durationMinutes: 30,
  serviceName: null,
  presenceConfirmed: false,
};

const upcoming = {
  ...base,
  id: 'a-upcoming',
  status: 'confirmed',
  statusLabel: 'Confirmé',
  scheduledDate: '2026-11-30',
  scheduledTime: '09:30',
  durationMinutes: 45,
  serviceName: 'Ostéopathie pédiatrique',
  presenceConfirmed: true,
};

const cancelled = {
  ...base,
  id: 'a-cancelled',
  status: 'cancelled',
  statusLabel: 'Annulé',
  scheduledDate: '2026-10-05',
  scheduledTime: '14:00',
  durationMinutes: 60,
  serviceName: 'Suivi adulte',
  presenceConfirmed: true,
  cancellationReason: 'Empêchement au travail',
  canChange: false,
};

const appointmentsRoute = 'GET /api/portal/appointments';

function open(answers: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ 'GET /api/portal/me': json(200, camille), [appointmentsRoute]: answers });
  renderPortal('/patient-portal/rendez-vous');
  return api;
}

const cards = () => within(screen.getByRole('list', { name: 'Vos rendez-vous' })).getAllByRole('listitem');

describe('« Rendez-vous »', () => {
  it('lists the appointments in the order the server sends, with date, time, service, duration and status', async () => {
    open(json(200, { appointments: [undated, upcoming, cancelled] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Date à confirmer' })).toBeTruthy();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Date à confirmer',
      'lundi 30 novembre 2026 à 9 h 30',
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
    expect(within(second).getByText('Présence confirmée')).toBeTruthy();
    expect(within(second).queryByText("Raison de l'annulation")).toBeNull();

    // A cancelled visit says why, and no longer claims the patient will come.
    expect(third.textContent).toContain('Statut : Annulé');
    expect(within(third).getByText("Raison de l'annulation").nextElementSibling?.textContent).toBe('Empêchement au travail');
    expect(within(third).queryByText('Présence confirmée')).toBeNull();
    expect(screen.queryByText('Aucun rendez-vous pour le moment')).toBeNull();
  });

  it('shows the day alone when the clinic has set it without an hour, and a cancellation without a reason as such', async () => {
    open(json(200, { appointments: [{ ...cancelled, scheduledTime: null, cancellationReason: null }] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'lundi 5 octobre 2026' })).toBeTruthy();
    expect(screen.getByText("Raison de l'annulation").nextElementSibling?.textContent).toBe('Non spécifiée');
  });

  it('says so when there is none, and offers to book one on the public site', async () => {
    open(json(200, { appointments: [] }));
    expect(await screen.findByText('Aucun rendez-vous pour le moment')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Vos rendez-vous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Prendre un rendez-vous' }).getAttribute('href')).toBe('/booking');
  });

  it('shows the loading state, then a failure with « Réessayer » that asks again', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const api = open([() => pending, json(200, { appointments: [upcoming] })]);
    expect(await screen.findByText('Chargement des rendez-vous…')).toBeTruthy();
    answer(refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Erreur lors du chargement des rendez-vous' })).toBeTruthy();
    expect(alert.textContent).toContain('Une erreur est survenue sur le serveur.');
    // A failure is not "no appointments".
    expect(screen.queryByText('Aucun rendez-vous pour le moment')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'lundi 30 novembre 2026 à 9 h 30' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to(appointmentsRoute)).toHaveLength(2);
  });

  it('moves the focus to the message when a retry fails again', async () => {
    open(refusal(500, 'INTERNAL', 'Une erreur est survenue sur le serveur.'));
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Erreur lors du chargement des rendez-vous');
    });
  });
});
