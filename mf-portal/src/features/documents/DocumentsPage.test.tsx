import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Documents »', () => {
  it('is the spec’s empty placeholder', async () => {
    stubApi({ 'GET /api/portal/me': json(200, camille) });
    renderPortal('/patient-portal/documents');
    expect(await screen.findByText('Aucun document pour le moment.')).toBeTruthy();
    expect(screen.getByText('Les documents que votre clinique partagera avec vous apparaîtront ici.')).toBeTruthy();
  });
});
