import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActingFor } from '../../lib/acting-for/acting-for';
import { openAppointments, routes, upcoming } from '../../test-support/appointment-fixtures';
import { json } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setActingFor(null);
});

const family = {
  people: [
    { patientId: 'p-camille', firstName: 'Camille', lastName: 'Roy', relationship: null },
    { patientId: 'p-felix', firstName: 'Félix', lastName: 'Roy', relationship: 'mere' as const },
  ],
  ownConsentNotice: null,
};

describe('« Pour qui ? » in the portal', () => {
  it('acts for the child chosen: his appointments are asked for him and shown', async () => {
    const felixVisit = { ...upcoming, id: 'a-felix' as const, serviceName: 'Chiropratique pédiatrique' };
    const api = openAppointments(
      // The list answers for whoever the request names.
      () => (api.requests.at(-1)?.actingFor === 'p-felix' ? json(200, { appointments: [felixVisit] }) : json(200, { appointments: [] })),
      { 'GET /api/portal/family': json(200, family) },
    );
    const choice = await screen.findByRole('combobox', { name: 'Pour qui ?' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Camille Roy (moi)', 'Félix Roy (mère)']);
    await screen.findByText(/Aucun rendez-vous/);
    fireEvent.change(choice, { target: { value: 'p-felix' } });
    await screen.findByText('Chiropratique pédiatrique');
    await waitFor(() => expect(api.to(routes.list).at(-1)?.actingFor).toBe('p-felix'));
    // Her own profile and her session are hers: never asked for him.
    expect(api.to(routes.me).every((request) => request.actingFor === null)).toBe(true);
  });

  it('shows no choice to a patient who acts for no one', async () => {
    openAppointments(json(200, { appointments: [] }), {
      'GET /api/portal/family': json(200, { people: family.people.slice(0, 1), ownConsentNotice: null }),
    });
    await screen.findByText(/Aucun rendez-vous/);
    expect(screen.queryByRole('combobox', { name: 'Pour qui ?' })).toBeNull();
  });

  it('tells a patient who just turned 14 that she consents herself now', async () => {
    openAppointments(json(200, { appointments: [] }), {
      'GET /api/portal/family': json(200, { people: family.people.slice(0, 1), ownConsentNotice: 'Vous avez maintenant 14 ans.' }),
    });
    await screen.findByText('Vous avez maintenant 14 ans.');
  });
});
