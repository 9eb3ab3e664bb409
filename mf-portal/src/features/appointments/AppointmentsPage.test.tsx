import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Rendez-vous »', () => {
  it('says plainly that it is coming, and shows no data it does not have', async () => {
    const api = stubApi({ 'GET /api/portal/me': json(200, camille) });
    renderPortal('/patient-portal/rendez-vous');
    expect(await screen.findByRole('heading', { name: 'Bientôt dans votre portail' })).toBeTruthy();
    expect(screen.getByText(/consulter ici vos rendez-vous/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.requests.map((request) => request.route)).toEqual(['GET /api/portal/me']);
  });
});
