import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, signedIn } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import type { FamilyMember } from './api/family';
import { PatientFamilySection } from './PatientFamilySection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (fields: Partial<FamilyMember>): FamilyMember => ({
  linkId: 'link-1',
  role: 'dependant',
  patientId: 'pat-2',
  firstName: 'Félix',
  lastName: 'Gagnon',
  relationship: 'mere',
  guardianHasAccount: true,
  access: 'child',
  ownConsentOn: '2036-05-17',
  createdAt: '2026-11-18T15:00:00.000Z',
  endedAt: null,
  ...fields,
});

function renderSection(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderAdminPage(<PatientFamilySection patientId="pat-1" patientName="Camille Gagnon" />, api);
  return api;
}

describe('Famille in the patient file', () => {
  it('says who is linked, what each link gives in the portal, and ends one guardian’s link', async () => {
    let ended = false;
    const api = renderSection({
      'GET /api/admin/patients/pat-1/family': () => ({
        family: [
          member({ access: ended ? 'ended' : 'child', endedAt: ended ? '2026-11-19T15:00:00.000Z' : null }),
          member({ linkId: 'link-2', patientId: 'pat-3', firstName: 'Chloé', access: 'ended_at_14', ownConsentOn: '2026-11-01' }),
        ],
      }),
      'POST /api/admin/family-links/link-1/end': () => {
        ended = true;
        return { ended: true };
      },
    });
    const section = await screen.findByRole('region', { name: 'Famille' });
    await within(section).findByText(/Accès au portail \(moins de 14 ans\) jusqu’au samedi 17 mai 2036 \(14 ans\)\./);
    within(section).getByText('Accès terminé à 14 ans (sans son accord)');
    within(section).getByRole('button', { name: 'Consigner son accord : Chloé Gagnon' });
    fireEvent.click(within(section).getByRole('button', { name: 'Retirer le lien : Félix Gagnon' }));
    await within(section).findByText('Lien retiré. L’accès au portail de ce responsable est terminé.');
    expect(api.sent('POST', '/api/admin/family-links/link-1/end')).toHaveLength(1);
    within(section).getByText(/Lien retiré \(jeudi 19 novembre 2026\)/);
    expect(within(section).queryByRole('button', { name: 'Retirer le lien : Félix Gagnon' })).toBeNull();
  });

  it('says when no one is linked, and opens the link dialog', async () => {
    renderSection({ 'GET /api/admin/patients/pat-1/family': () => ({ family: [] }) });
    const section = await screen.findByRole('region', { name: 'Famille' });
    await within(section).findByText('Aucun membre de la famille n’est lié à ce dossier.');
    fireEvent.click(within(section).getByRole('button', { name: 'Lier un membre de la famille' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lier un membre de la famille' });
    within(dialog).getByRole('radiogroup', { name: /Cette personne est/ });
    within(dialog).getByRole('radiogroup', { name: /Lien du responsable/ });
  });
});
