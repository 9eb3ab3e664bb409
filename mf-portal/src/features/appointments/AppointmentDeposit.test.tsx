import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../test-support/portal-test-api';
import { confirmed, openAppointments, upcoming } from '../../test-support/appointment-fixtures';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const foundCard = async (heading: string) => (await screen.findByRole('heading', { level: 2, name: heading })).closest('li') as HTMLElement;

describe('« Rendez-vous » › the deposit', () => {
  it('says the deposit paid on a visit, and nothing on one without', async () => {
    openAppointments(json(200, { appointments: [{ ...confirmed, depositPaidCents: 3000 }, upcoming] }));
    const paid = await foundCard('mercredi 2 décembre 2026 à 14 h');
    within(paid).getByText('Dépôt payé : 30,00 $');
    const none = await foundCard('lundi 30 novembre 2026 à 9 h 30');
    expect(within(none).queryByText(/Dépôt/)).toBeNull();
  });
});
