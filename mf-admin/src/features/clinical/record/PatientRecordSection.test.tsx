import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordMessages } from 'shared-domain/clinical/clinical-record';
import { careConsentMessages } from 'shared-domain/patients/family';
import { expectNoAxeViolations } from 'shared-ui/test-support/axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure, json } from '../../../test-support/admin-stub-api';
import { PatientRecordSection } from './PatientRecordSection';
import { camilleIdentity } from '../../../test-support/clinical-record';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recordPath = '/api/admin/patients/pat-1/record';

const identity = camilleIdentity;

type ClinicalRecord = AdminAnswer<`GET /api/admin/patients/${string}/record`>;

const openEpisode = {
  id: 'ep-1',
  reason: 'Lombalgie de grossesse',
  startedOn: '2026-09-08',
  consentRecordedAt: '2026-09-08T13:00:00.000Z',
  consentRecordedBy: 'Émilie Tremblay',
  consentSignedBy: null,
  endedOn: null,
  endNote: null,
  createdAt: '2026-09-08T13:00:00.000Z',
  consentGiven: true,
  open: true,
};

const episodeWithoutConsent = {
  ...openEpisode,
  id: 'ep-2',
  reason: 'Cervicalgie',
  startedOn: '2025-03-01',
  consentRecordedAt: null,
  consentRecordedBy: null,
  consentGiven: false,
};

const attachment: ClinicalRecord['attachments'][number] = {
  id: 'att-1',
  kind: 'exam_result',
  title: 'Bilan postural initial',
  fileName: 'bilan-postural-initial.pdf',
  mediaType: 'application/pdf',
  sizeBytes: Math.round(1.2 * 1024 * 1024),
  receivedOn: '2026-09-08',
  noteId: null,
  addedBy: 'Émilie Tremblay',
  createdAt: '2026-09-08T13:00:00.000Z',
};

const openRequest: ClinicalRecord['accessRequests'][number] = {
  id: 'acc-1',
  reference: 'DEM-2026-0001',
  kind: 'access',
  status: 'open',
  receivedOn: '2026-11-03',
  dueOn: '2026-11-23',
  answeredOn: null,
  answeredBy: null,
  note: 'Par courriel',
  createdAt: '2026-11-03T14:00:00.000Z',
  answered: false,
  daysLeft: 5,
  overdue: false,
};

function record(fields: Partial<ClinicalRecord> = {}): ClinicalRecord {
  return {
    today: '2026-11-18',
    identity,
    episodes: [openEpisode, episodeWithoutConsent],
    attachments: [attachment],
    accessRequests: [openRequest],
    ...fields,
  };
}

const signedIntake: AdminAnswer<'GET /api/admin/patients/pat-1/intakes'>['intakes'][number] = {
  id: 'acc-1',
  status: 'signed',
  submissionVersion: 1,
  replacesId: null,
  appointmentId: 'rdv-1',
  appointmentDate: '2026-11-20',
  signedName: 'Camille Lefebvre',
  signedRelationship: 'Moi-même',
  signedAt: '2026-11-19T01:15:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  createdAt: '2026-11-18T23:30:00.000Z',
};

const intakeRead: AdminAnswer<'GET /api/admin/patients/pat-1/intakes/acc-1'>['intake'] = {
  ...signedIntake,
  agreedText: 'Je consens à ce que la clinique recueille les renseignements de santé.',
  healthConsent: true,
  formVersion: 1,
  sections: [{ title: 'Grossesse', rows: [{ question: 'Suivi de grossesse', answer: 'Sage-femme' }] }],
};

function renderSection(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/patients/pat-1/record': () => record(),
    'GET /api/admin/patients/pat-1/intakes': () => json(200, { intakes: [signedIntake] }),
    ...routes,
  });
  renderAdminPage(<PatientRecordSection patientId="pat-1" />, api);
  return api;
}

const section = () => screen.getByRole('region', { name: 'Dossier clinique' });
const part = (name: string) => within(section()).getByRole('region', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('PatientRecordSection', () => {
  it('lists the intake forms, reads one and marks it « Lu »', async () => {
    const api = renderSection({
      'GET /api/admin/patients/pat-1/intakes/acc-1': () => json(200, { intake: intakeRead }),
      'POST /api/admin/patients/pat-1/intakes/acc-1/review': () =>
        json(200, {
          intake: { ...intakeRead, status: 'reviewed', reviewedAt: '2026-11-19T14:00:00.000Z', reviewedBy: 'Dr Antoine Gagné' },
        }),
    });
    const intake = await within(section()).findByRole('region', { name: 'Questionnaire d’accueil' });
    await within(intake).findByText(/Signé par Camille Lefebvre \(Moi-même\)/);
    fireEvent.click(within(intake).getByRole('button', { name: 'Lire' }));
    await within(intake).findByText('Sage-femme');
    fireEvent.click(within(intake).getByRole('button', { name: 'Marquer comme lu' }));
    await within(intake).findByText('Questionnaire marqué comme lu');
    expect(api.sent('POST', '/api/admin/patients/pat-1/intakes/acc-1/review')).toHaveLength(1);
  });

  it('shows the identity, episodes with their consent, files with their size, and the export links', async () => {
    renderSection();
    await screen.findByText('Camille Lefebvre');
    const who = part('Identité');
    within(who).getByText('Féminin');
    within(who).getByText('mardi 8 septembre 2026');
    within(who).getByText('Douleur lombaire depuis le deuxième trimestre.');
    const episodes = within(part('Épisodes de soins')).getAllByRole('listitem');
    expect(episodes[0]?.textContent).toContain('Lombalgie de grossesse');
    expect(episodes[0]?.textContent).toContain('✓ Consentement aux soins consigné le mardi 8 septembre 2026 à 9 h par Émilie Tremblay');
    expect(episodes[1]?.textContent).toContain('✗ Consentement aux soins non consigné');
    const [file] = within(part('Documents joints')).getAllByRole('listitem');
    expect(file?.textContent).toContain("Résultat d'examen · Reçu le mardi 8 septembre 2026 · 1,2 Mo");
    const download = within(file!).getByRole('link', { name: 'Télécharger : Bilan postural initial (bilan-postural-initial.pdf)' });
    expect(download.getAttribute('href')).toBe('/api/admin/attachments/att-1/file');
    expect(screen.getByRole('link', { name: 'Exporter le dossier (PDF)' }).getAttribute('href')).toBe(`${recordPath}/export.pdf`);
    expect(screen.getByRole('link', { name: 'Exporter (JSON)' }).getAttribute('href')).toBe(`${recordPath}/export.json`);
  });

  it('shows the 20-day clock of an open access request at the top, and a late one with a sign and words', async () => {
    renderSection({
      'GET /api/admin/patients/pat-1/record': () =>
        record({
          accessRequests: [
            openRequest,
            { ...openRequest, id: 'acc-2', receivedOn: '2026-10-27', dueOn: '2026-11-16', daysLeft: -2, overdue: true },
          ],
        }),
    });
    await screen.findByText('Camille Lefebvre');
    const clocks = section().querySelectorAll('.clinical-record__clock');
    expect(clocks).toHaveLength(2);
    expect(clocks[0]?.textContent).toContain('Réponse due le lundi 23 novembre 2026 — dans 5 jours');
    expect(clocks[1]?.textContent).toContain('⚠');
    // While there is time, a drawn clock (hidden from screen readers), never the ⏳ emoji.
    expect(clocks[0]?.textContent).not.toContain('⏳');
    expect(clocks[0]?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(clocks[1]?.textContent).toContain('En retard : En retard de 2 jours — réponse due le lundi 16 novembre 2026');
  });

  it('hides the clock once the request is answered', async () => {
    renderSection({
      'GET /api/admin/patients/pat-1/record': () =>
        record({
          accessRequests: [
            { ...openRequest, status: 'answered', answered: true, answeredOn: '2026-11-10', answeredBy: 'Émilie Tremblay', daysLeft: null },
          ],
        }),
    });
    await screen.findByText('Camille Lefebvre');
    expect(section().querySelector('.clinical-record__clock')).toBeNull();
    within(part("Demandes d'accès au dossier")).getByText('✓ Répondue le mardi 10 novembre 2026 par Émilie Tremblay');
    expect(within(part("Demandes d'accès au dossier")).queryByRole('button', { name: /Marquer comme répondue/ })).toBeNull();
  });

  it('edits the identity in a dialog with French sex labels', async () => {
    const api = renderSection({ 'PATCH /api/admin/patients/pat-1/record': () => ({ identity }) });
    fireEvent.click(await screen.findByRole('button', { name: "Modifier l'identité du dossier" }));
    const edit = dialog("Modifier l'identité");
    const sex = within(edit).getByLabelText(/^Sexe/) as HTMLSelectElement;
    expect([...sex.options].map((option) => option.textContent)).toEqual(['Choisir…', 'Féminin', 'Masculin', 'Intersexe', 'Non précisé']);
    expect(sex.value).toBe('female');
    fireEvent.change(within(edit).getByLabelText(/Nom à la naissance/), { target: { value: 'Camille Roy' } });
    fireEvent.change(sex, { target: { value: 'unspecified' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Identité mise à jour.');
    expect(api.sent('PATCH', recordPath)).toEqual([
      {
        nameAtBirth: 'Camille Roy',
        sex: 'unspecified',
        recordOpenedOn: '2026-09-08',
        consultationReason: 'Douleur lombaire depuis le deuxième trimestre.',
      },
    ]);
  });

  it('opens an episode with consent, and shows the French messages of a refusal', async () => {
    const api = renderSection({
      'POST /api/admin/patients/pat-1/episodes': () => json(201, { episode: { id: 'ep-3' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvel épisode de soins' }));
    const form = dialog('Nouvel épisode de soins');
    expect((within(form).getByLabelText(/Début/) as HTMLInputElement).value).toBe('2026-11-18');
    fireEvent.click(within(form).getByRole('button', { name: "Ouvrir l'épisode" }));
    await within(form).findByText("Veuillez remplir le champ « Raison de l'épisode »");
    fireEvent.change(within(form).getByLabelText(/Raison de l'épisode/), { target: { value: 'Dorsalgie' } });
    fireEvent.click(within(form).getByLabelText('Consentement aux soins obtenu'));
    fireEvent.click(within(form).getByRole('button', { name: "Ouvrir l'épisode" }));
    await screen.findByText('Épisode de soins ouvert.');
    expect(api.sent('POST', '/api/admin/patients/pat-1/episodes')).toEqual([
      { reason: 'Dorsalgie', startedOn: '2026-11-18', consentGiven: true },
    ]);
  });

  it('names the guardian who gave a child’s consent, among those on file', async () => {
    const api = renderSection({
      'GET /api/admin/patients/pat-1/family': () => ({
        family: [
          {
            linkId: 'link-1',
            role: 'guardian',
            patientId: 'pat-mother',
            firstName: 'Camille',
            lastName: 'Gagnon',
            relationship: 'mere',
            guardianHasAccount: true,
            access: 'child',
            ownConsentOn: '2036-05-17',
            source: 'staff',
            createdByName: 'Émilie Tremblay',
            likelyDuplicates: [],
            createdAt: '2026-11-18T15:00:00.000Z',
            endedAt: null,
          },
        ],
      }),
      'POST /api/admin/patients/pat-1/episodes': () => json(201, { episode: { id: 'ep-3' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvel épisode de soins' }));
    const form = dialog('Nouvel épisode de soins');
    fireEvent.change(within(form).getByLabelText(/Raison de l'épisode/), { target: { value: 'Bilan de croissance' } });
    fireEvent.click(within(form).getByLabelText('Consentement aux soins obtenu'));
    const signer = await within(form).findByRole('combobox', { name: /Consentement donné par/ });
    fireEvent.change(signer, { target: { value: 'pat-mother' } });
    fireEvent.click(within(form).getByRole('button', { name: "Ouvrir l'épisode" }));
    await screen.findByText('Épisode de soins ouvert.');
    expect(api.sent('POST', '/api/admin/patients/pat-1/episodes')).toEqual([
      { reason: 'Bilan de croissance', startedOn: '2026-11-18', consentGiven: true, signedBy: 'pat-mother' },
    ]);
  });

  it('records a child’s consent on an open episode: which guardian gave it, the refusal beside the choice, and says who signed', async () => {
    let attempts = 0;
    const mother = {
      linkId: 'link-1',
      role: 'guardian' as const,
      patientId: 'pat-mother',
      firstName: 'Camille',
      lastName: 'Gagnon',
      relationship: 'mere' as const,
      guardianHasAccount: true,
      access: 'child' as const,
      ownConsentOn: '2036-05-17',
      source: 'guardian' as const,
      createdByName: 'Camille Gagnon',
      likelyDuplicates: [],
      createdAt: '2026-11-18T15:00:00.000Z',
      endedAt: null,
    };
    const signed = {
      ...episodeWithoutConsent,
      consentRecordedAt: '2026-11-18T15:00:00.000Z',
      consentGiven: true,
      consentRecordedBy: 'Émilie Tremblay',
      consentSignedBy: { name: 'Camille Gagnon', relationship: 'mere' as const },
    };
    const api = renderSection({
      'GET /api/admin/patients/pat-1/record': () => record({ episodes: attempts < 2 ? [episodeWithoutConsent] : [signed] }),
      'GET /api/admin/patients/pat-1/family': () => ({ family: [mother] }),
      'PATCH /api/admin/episodes/ep-2': () => {
        attempts += 1;
        return attempts === 1
          ? failure(422, {
              error: {
                code: 'VAL_001',
                message: 'Certains champs sont invalides.',
                fields: { signedBy: careConsentMessages.guardianSigns },
              },
            })
          : { episode: { id: 'ep-2' }, done: ['consent_recorded'] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Consigner le consentement : Cervicalgie' }));
    const form = await screen.findByRole('dialog', { name: 'Consigner le consentement aux soins' });
    const signer = await within(form).findByRole('combobox', { name: /Consentement donné par/ });
    expect(
      within(signer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['La personne elle-même (14 ans ou plus)', 'Camille Gagnon (mère)']);
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner le consentement' }));
    await within(form).findByText(careConsentMessages.guardianSigns);
    await expectNoAxeViolations(form);
    fireEvent.change(signer, { target: { value: 'pat-mother' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner le consentement' }));
    await screen.findByText('Consentement aux soins consigné.');
    expect(api.sent('PATCH', '/api/admin/episodes/ep-2')).toEqual([
      { recordConsent: true },
      { recordConsent: true, signedBy: 'pat-mother' },
    ]);
    await within(part('Épisodes de soins')).findByText(/, donné par Camille Gagnon \(mère\)/);
  });

  it('records consent and closes an episode, with the server’s refusal on the field', async () => {
    let attempts = 0;
    const api = renderSection({
      'PATCH /api/admin/episodes/ep-2': () => ({ episode: { id: 'ep-2' }, done: ['consent_recorded'] }),
      'PATCH /api/admin/episodes/ep-1': () => {
        attempts += 1;
        return attempts === 1
          ? failure(422, {
              error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { endedOn: recordMessages.endBeforeStart } },
            })
          : { episode: { id: 'ep-1' }, done: ['closed'] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Consigner le consentement : Cervicalgie' }));
    const consent = await screen.findByRole('dialog', { name: 'Consigner le consentement aux soins' });
    fireEvent.click(within(consent).getByRole('button', { name: 'Consigner le consentement' }));
    await screen.findByText('Consentement aux soins consigné.');
    expect(api.sent('PATCH', '/api/admin/episodes/ep-2')).toEqual([{ recordConsent: true }]);
    // An episode whose consent is on file offers no such button.
    expect(screen.queryByRole('button', { name: 'Consigner le consentement : Lombalgie de grossesse' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "Clore l'épisode : Lombalgie de grossesse" }));
    const form = dialog("Clore l'épisode de soins");
    fireEvent.change(within(form).getByLabelText(/Note de fin/), { target: { value: 'Objectifs atteints' } });
    fireEvent.click(within(form).getByRole('button', { name: "Clore l'épisode" }));
    await within(form).findByText(recordMessages.endBeforeStart);
    fireEvent.click(within(form).getByRole('button', { name: "Clore l'épisode" }));
    await screen.findByText('Épisode de soins clos.');
    expect(api.sent('PATCH', '/api/admin/episodes/ep-1')).toEqual([
      { endedOn: '2026-11-18', endNote: 'Objectifs atteints' },
      { endedOn: '2026-11-18', endNote: 'Objectifs atteints' },
    ]);
  });

  it('uploads a file with its kind, title and date; refuses a missing file or one over 10 MB in French', async () => {
    const api = renderSection({ 'POST /api/admin/patients/pat-1/attachments': () => json(201, { attachment: { id: 'att-2' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un document' }));
    const form = dialog('Ajouter un document au dossier');
    const input = within(form).getByLabelText(/Fichier/) as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await within(form).findByText(recordMessages.fileRequired);

    const big = new File(['x'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    // The title starts as the file's name.
    expect((within(form).getByLabelText(/Titre/) as HTMLInputElement).value).toBe('gros');
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await within(form).findByText(recordMessages.fileTooLarge);
    expect(api.sent('POST', '/api/admin/patients/pat-1/attachments')).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'radiographie.pdf', { type: 'application/pdf' })] } });
    fireEvent.change(within(form).getByLabelText(/Titre/), { target: { value: 'Radiographie lombaire' } });
    fireEvent.change(within(form).getByLabelText(/Type de document/), { target: { value: 'imaging' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Document ajouté au dossier.');
    expect(api.sent('POST', '/api/admin/patients/pat-1/attachments')).toHaveLength(1);
    // Sent as multipart form data: the file itself and its description.
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input instanceof Request ? input.url : input).endsWith('/attachments'));
    const sentForm = call?.[1]?.body;
    expect(sentForm).toBeInstanceOf(FormData);
    const fields = sentForm as FormData;
    expect((fields.get('file') as File).name).toBe('radiographie.pdf');
    expect([fields.get('kind'), fields.get('title'), fields.get('receivedOn')]).toEqual(['imaging', 'Radiographie lombaire', '2026-11-18']);
  });

  it('records an access request and marks one answered', async () => {
    const api = renderSection({
      'POST /api/admin/patients/pat-1/access-requests': () => json(201, { accessRequest: { id: 'acc-3', dueOn: '2026-12-08' } }),
      'POST /api/admin/access-requests/acc-1/answer': () => ({ accessRequest: { id: 'acc-1' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: "Consigner une demande d'accès" }));
    const form = dialog("Consigner une demande d'accès");
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner' }));
    await screen.findByText("Demande d'accès consignée.");
    expect(api.sent('POST', '/api/admin/patients/pat-1/access-requests')).toEqual([{ receivedOn: '2026-11-18', note: null }]);

    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme répondue : Reçue le mardi 3 novembre 2026' }));
    const answer = dialog('Marquer la demande comme répondue');
    fireEvent.click(within(answer).getByRole('button', { name: 'Marquer comme répondue' }));
    await screen.findByText('Demande marquée comme répondue.');
    expect(api.sent('POST', '/api/admin/access-requests/acc-1/answer')).toEqual([{ answeredOn: '2026-11-18' }]);
  });

  it('says when the record cannot be read, and tries again', async () => {
    let calls = 0;
    renderSection({
      'GET /api/admin/patients/pat-1/record': () => {
        calls += 1;
        return calls === 1 ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }) : record();
      },
    });
    await screen.findByText('Erreur lors du chargement du dossier clinique');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => screen.getByText('Camille Lefebvre'));
  });
});
