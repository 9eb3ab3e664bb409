import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyMessages } from 'shared-domain/patients/family';
import { type AdminStubRoutes, answerAdminApi, failure, json, signedIn } from '../../../test-support/admin-stub-api';
import { listedPatient } from '../../../test-support/patients';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import type { FamilyMember } from './api/family';
import { PatientFamilySection } from './PatientFamilySection';
import { expectNoAxeViolations } from 'shared-ui/test-support/axe';

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
  source: 'staff',
  createdByName: 'Dre Émilie Gagnon',
  likelyDuplicates: [],
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

  it('links her son from the file: the other record, his side, the relationship, and the field a refusal names', async () => {
    let linked = false;
    let attempts = 0;
    const api = renderSection({
      'GET /api/admin/patients/pat-1/family': () => ({ family: linked ? [member({})] : [] }),
      'GET /api/admin/patients': ({ url }) => ({
        patients: url.searchParams.get('q') === 'fél' ? [listedPatient('pat-2', { firstName: 'Félix', email: null })] : [],
        nextCursor: null,
      }),
      'POST /api/admin/family-links': () => {
        attempts += 1;
        if (attempts === 1)
          return failure(422, {
            error: {
              code: 'VAL_001',
              message: 'Certains champs sont invalides.',
              fields: { dependantPatientId: familyMessages.birthDateNeeded },
            },
          });
        linked = true;
        return json(201, { linkId: 'link-1' });
      },
    });
    const section = await screen.findByRole('region', { name: 'Famille' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Lier un membre de la famille' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lier un membre de la famille' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Membre de la famille/ }), { target: { value: 'fél' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Félix Gagnon/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Mère' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lier' }));
    // The server names the dependant's field: the form shows it on the record chosen.
    await within(dialog).findByText(familyMessages.birthDateNeeded);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lier' }));
    await within(section).findByText('Lien familial ajouté.');
    expect(api.sent('POST', '/api/admin/family-links')).toEqual([
      { guardianPatientId: 'pat-1', dependantPatientId: 'pat-2', relationship: 'mere', dependantAgreed: false },
      { guardianPatientId: 'pat-1', dependantPatientId: 'pat-2', relationship: 'mere', dependantAgreed: false },
    ]);
    await within(section).findByText('Félix Gagnon');
  });

  it('says who made each link: the clinic, or the parent who added her child while booking, with the records she looks like', async () => {
    renderSection({
      'GET /api/admin/patients/pat-1/family': () => ({
        family: [
          member({}),
          member({
            linkId: 'link-2',
            patientId: 'pat-3',
            firstName: 'Zoé',
            source: 'guardian',
            createdByName: 'Camille Gagnon',
            likelyDuplicates: [{ patientId: 'pat-9', firstName: 'Zoé', lastName: 'Gagnon' }],
          }),
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Famille' });
    await within(section).findByText('Lié par Dre Émilie Gagnon le mercredi 18 novembre 2026.');
    within(section).getByText(
      'Ajouté au portail par Camille Gagnon le mercredi 18 novembre 2026, en prenant rendez-vous : dossier à confirmer avec son premier rendez-vous.',
    );
    expect(within(section).getByRole('link', { name: 'Zoé Gagnon' }).getAttribute('href')).toBe('/admin/patients/pat-9');
    within(section).getByText('Vérifiez s’il s’agit de la même personne et fusionnez les dossiers au besoin.');
    await expectNoAxeViolations(section);
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
