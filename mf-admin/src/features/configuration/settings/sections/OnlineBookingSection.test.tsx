import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineBookingSection } from './OnlineBookingSection';
import { renderSettingsSection, saved, settingsPath } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

describe('« Paramètres › Réservation en ligne »', () => {
  it('shows the rules, explains the automatic mode, saves and says what changed', async () => {
    const api = renderSettingsSection(<OnlineBookingSection />, {
      put: { '/online-booking': ({ body }) => saved(body, ['bookingMode', 'maxUpcomingPerPerson', 'newPatientsBookOnline']) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Réservation en ligne' });
    expect(((await screen.findByRole('radio', { name: 'Ouvert' })) as HTMLInputElement).checked).toBe(true);
    screen.getByText(/Automatique : L'horaire s'affiche complet de lui-même dès qu'il ne reste aucune place libre/);
    expect(field('Préavis minimum (heures)').value).toBe('2');
    expect(field('Rendez-vous à venir par personne').value).toBe('');
    expect((screen.getByRole('switch', { name: 'Réservation le jour même' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Automatique' }));
    fireEvent.change(field('Rendez-vous à venir par personne'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Les nouveaux patients réservent en ligne' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      '3 modifications enregistrées : État de l’horaire, Rendez-vous à venir par personne, Les nouveaux patients réservent en ligne'.replace(
        '’',
        "'",
      ),
    );
    expect(api.sent('PUT', `${settingsPath}/online-booking`)).toEqual([
      {
        onlineBookingEnabled: true,
        bookingMode: 'automatic',
        advanceBookingDays: 30,
        minimumNoticeHours: 2,
        sameDayBooking: true,
        selfServiceCutoffHours: null,
        maxUpcomingPerPerson: 3,
        newPatientsBookOnline: false,
      },
    ]);
  });

  it('refuses a horizon out of range before sending, with the focus on it', async () => {
    const api = renderSettingsSection(<OnlineBookingSection />);
    await screen.findByRole('radio', { name: 'Ouvert' });
    fireEvent.change(field('Horizon de réservation (jours)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Horizon de réservation (jours) doit être un nombre entier de 1 à 365');
    await waitFor(() => expect(document.activeElement).toBe(field('Horizon de réservation (jours)')));
    expect(api.sent('PUT', `${settingsPath}/online-booking`)).toEqual([]);
  });
});
