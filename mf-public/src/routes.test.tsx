import { cleanup, screen } from '@testing-library/react';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './features/booking/stub-api';
import PublicRoutes from './routes';
import { testClinicProfile } from './test-support/clinic-profile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'q3Zk9_x-Abc123DEF456ghij';

const answer = async (input: RequestInfo | URL) => {
  const path = new URL(String(input)).pathname;
  if (path === '/api/public/clinic') return jsonResponse(200, testClinicProfile);
  if (path === '/api/public/booking/services') return jsonResponse(200, { enabled: true, services: [] });
  if (path === `/api/links/appointments/${token}`)
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Rendez-vous non trouvé ou lien invalide' } });
  return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } });
};

describe('the public routes', () => {
  it('open the online booking page at /booking', async () => {
    renderRemoteRoutes(PublicRoutes, '/booking', answer);
    await screen.findByRole('heading', { level: 2, name: 'Choisissez un service' });
    screen.getByRole('heading', { level: 1, name: 'Réservation en ligne' });
  });

  it('open the management page for both the manage and the confirm links', async () => {
    const fetch = renderRemoteRoutes(PublicRoutes, `/appointment/manage/${token}`, answer);
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous non trouvé ou lien invalide' });
    expect(fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain(`/api/links/appointments/${token}`);
    cleanup();
    const confirm = renderRemoteRoutes(PublicRoutes, `/appointment/confirm/${token}`, answer);
    await screen.findByRole('heading', { level: 1, name: 'Gérer mon rendez-vous' });
    expect(confirm.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain(`/api/links/appointments/${token}/presence`);
  });
});
