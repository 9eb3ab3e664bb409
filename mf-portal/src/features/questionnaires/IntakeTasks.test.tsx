import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../test-support/portal-test-api';
import { openAppointments } from '../../test-support/appointment-fixtures';
import { intakeTaskText } from './IntakeTasks';

beforeAll(() => import('../appointments/AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the intake task in « Rendez-vous »', () => {
  it('shows nothing without a first visit waiting for its form', async () => {
    openAppointments(json(200, { appointments: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    await screen.findByText(/Aucun rendez-vous/);
    expect(screen.queryByRole('heading', { name: intakeTaskText.heading })).toBeNull();
  });

  it('opens the form through a fresh link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = openAppointments(json(200, { appointments: [] }), {
      'GET /api/portal/intake': json(200, { tasks: [{ appointmentId: 'rdv-1', date: '2026-11-25', time: '10:00' }] }),
      'POST /api/portal/intake/rdv-1/link': json(200, {
        path: '/questionnaire-accueil/jeton',
        url: 'https://clinique.example/questionnaire-accueil/jeton',
      }),
    });
    await screen.findByRole('heading', { name: intakeTaskText.heading });
    screen.getByText('Visite du mercredi 25 novembre 2026 à 10 h');
    fireEvent.click(screen.getByRole('button', { name: intakeTaskText.fill }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/questionnaire-accueil/jeton'));
    expect(api.requests.map((request) => request.route)).toContain('POST /api/portal/intake/rdv-1/link');
  });
});
