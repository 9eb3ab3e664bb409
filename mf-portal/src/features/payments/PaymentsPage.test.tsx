import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Paiements »', () => {
  it('says plainly that it is coming, and shows no data it does not have', async () => {
    const api = stubApi({ 'GET /api/portal/me': json(200, camille) });
    renderPortal('/patient-portal/paiements');
    expect(await screen.findByRole('heading', { name: 'Bientôt dans votre portail' })).toBeTruthy();
    expect(screen.getByText(/consulter ici votre solde, vos paiements et vos factures/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.requests.map((request) => request.route)).toEqual(['GET /api/portal/me']);
  });
});
