import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistRemindersSection } from './WaitlistRemindersSection';
import { renderSettingsSection, saved, settingsPath } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

describe('« Paramètres › Liste d’attente et rappels »', () => {
  it('shows the values with the invitation’s duration in hours, saves and says what changed', async () => {
    const api = renderSettingsSection(<WaitlistRemindersSection />, {
      put: { '/waitlist-reminders': ({ body }) => saved(body, ['offerExpiryMinutes', 'quietHoursStart', 'quietHoursEnd']) },
    });
    await screen.findByRole('heading', { level: 2, name: "Liste d'attente et rappels" });
    expect(((await screen.findByLabelText(/^Durée d'une invitation/)) as HTMLInputElement).value).toBe('120');
    screen.getByText(/Soit 2 h\./);
    screen.getByText(/Aucun courriel n’est envoyé la nuit : ils partent à la fin de la période/);
    fireEvent.change(field("Durée d'une invitation (minutes)"), { target: { value: '90' } });
    screen.getByText(/Soit 1 h 30\./);
    fireEvent.change(field('Début de la période sans courriel'), { target: { value: '' } });
    fireEvent.change(field('Fin de la période sans courriel'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      "3 modifications enregistrées : Durée d'une invitation (minutes), Début de la période sans courriel, Fin de la période sans courriel",
    );
    expect(api.sent('PUT', `${settingsPath}/waitlist-reminders`)).toEqual([
      {
        offerBatchSize: 3,
        offerExpiryMinutes: 90,
        reminderHoursBefore: 24,
        textFollowUpHoursBefore: 12,
        quietHoursStart: null,
        quietHoursEnd: null,
      },
    ]);
  });

  it('asks for both ends of the quiet hours, or neither', async () => {
    const api = renderSettingsSection(<WaitlistRemindersSection />);
    await screen.findByLabelText(/^Durée d'une invitation/);
    fireEvent.change(field('Fin de la période sans courriel'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Indiquez le début et la fin de la période sans courriel, ou laissez les deux vides');
    await waitFor(() => expect(document.activeElement).toBe(field('Fin de la période sans courriel')));
    expect(api.sent('PUT', `${settingsPath}/waitlist-reminders`)).toEqual([]);
  });
});
