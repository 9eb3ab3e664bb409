import { cleanup, screen } from '@testing-library/react';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PublicRoutes from './routes';
import { testClinicProfile } from './test-support/clinic-profile';
import { json, refusal, stubApi } from './test-support/public-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'q3Zk9_x-Abc123DEF456ghij';

const api = () =>
  stubApi({
    'GET /api/public/clinic': () => json(200, testClinicProfile),
    'GET /api/public/booking/services': () => json(200, { enabled: true, full: false, newPatientsBookOnline: true, services: [] }),
    [`GET /api/links/appointments/${token}` as const]: () => refusal(404, 'NOT_FOUND', 'Rendez-vous non trouvé ou lien invalide'),
  });

const paths = (stub: ReturnType<typeof api>) => stub.calls.map((call) => call.path);

describe('the public routes', () => {
  it('open the online booking page at /booking', async () => {
    renderRemoteRoutes(PublicRoutes, '/booking', api().fetch);
    await screen.findByRole('heading', { level: 2, name: 'Choisissez un service' });
    screen.getByRole('heading', { level: 1, name: 'Réservation en ligne' });
  });

  it('open the management page for both the manage and the confirm links', async () => {
    const manage = api();
    renderRemoteRoutes(PublicRoutes, `/appointment/manage/${token}`, manage.fetch);
    await screen.findByRole('heading', { level: 2, name: 'Rendez-vous non trouvé ou lien invalide' });
    expect(paths(manage)).toContain(`/api/links/appointments/${token}`);
    cleanup();
    const confirm = api();
    renderRemoteRoutes(PublicRoutes, `/appointment/confirm/${token}`, confirm.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Gérer mon rendez-vous' });
    expect(paths(confirm)).toContain(`/api/links/appointments/${token}/presence`);
  });
});
