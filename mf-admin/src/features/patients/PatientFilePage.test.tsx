import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patientMessages } from 'shared-domain/patients/patient';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { searchRule } from 'shared-domain/platform/search-rule';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppointment, ListsTestRoutes } from '../scheduling/appointments/lists-test-routes';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { answerAdminApi, json, failure, type StubApi, type AdminStubRoutes } from '../../test-support/admin-stub-api';
import { testStaff } from '../../test-support/staff';
import { listedPatient, type PatientRecord, patientRecord } from '../../test-support/patients';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const filePath = '/api/admin/patients/pat-1';
const upcoming = [adminAppointment('a-next', { scheduledDate: '2026-11-30', scheduledTime: '09:30' })];
const past = [
  adminAppointment('a-old', { scheduledDate: '2026-10-14', scheduledTime: '14:00', status: 'completed', statusLabel: 'Terminé' }),
  adminAppointment('a-miss', {
    scheduledDate: '2026-09-02',
    scheduledTime: '10:00',
    status: 'no_show',
    statusLabel: 'Absent',
    serviceName: null,
  }),
];
const fileAnswer = (fields: Partial<PatientRecord> = {}) => ({ patient: patientRecord('pat-1', fields), upcoming, past });

function renderFile(routes: AdminStubRoutes, path = '/admin/patients/pat-1', role: StaffRole = 'admin') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => json(200, { ...testStaff, role }),
    [`GET ${filePath}` as const]: () => fileAnswer(),
    [`GET ${filePath}/account` as const]: () =>
      json(200, {
        patient: { id: 'pat-1', name: 'Léa Gagnon', email: 'lea@example.com' },
        openInvoices: [],
        drafts: [],
        owedCents: 11_497,
        creditCents: 2000,
        balanceCents: 9497,
        cards: [],
        refundablePayments: [],
      }),
    // « Consentements » (consents/PatientConsentsSection.test.tsx), drawn for every role.
    [`GET ${filePath}/consents` as const]: () => json(200, { consents: [] }),
    // « Qui a consulté ce dossier ? », drawn for the clinic's management.
    [`GET ${filePath}/audit-events` as const]: () => json(200, { events: [], nextBefore: null }),
    ...routes,
  });
  renderRemoteRoutes(ListsTestRoutes, path, api);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const navigation = () => screen.getByRole('navigation', { name: 'Sections du dossier' });
const navLabels = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);
const fileReads = (api: StubApi) => api.requests.filter((request) => request.url.pathname === filePath).length;

describe('PatientFilePage', () => {
  it('shows the contact details, notes, appointments and the account', async () => {
    renderFile({});
    await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
    // The tab's title does not carry the name (the browser's history keeps it).
    expect(document.title).toBe('Dossier patient — Clinique chiropratique');
    const contact = within(section('Coordonnées'));
    expect(contact.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Courriel',
      'Téléphone',
      'Adresse',
      'Date de naissance',
      'Statut',
      'Visites',
      'Dernière visite',
      'Dossier créé le',
    ]);
    expect(contact.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'lea@example.com',
      '514 555-0142 (cellulaire)',
      '12 rue des Érables, Laval',
      'samedi 2 avril 1988',
      'Actif',
      '4',
      'mercredi 14 octobre 2026',
      'samedi 1 mars 2025',
    ]);
    expect(contact.getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    within(section('Notes')).getByText('Préfère les rendez-vous du matin.');

    const next = within(section('Rendez-vous à venir'));
    expect(next.getByRole('link', { name: 'lundi 30 novembre 2026 à 9 h 30 — Voir dans le calendrier' }).getAttribute('href')).toBe(
      '/admin/calendar?date=2026-11-30&rdv=a-next',
    );
    next.getByText('Confirmé');
    const before = within(section('Rendez-vous passés'));
    expect(before.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'mercredi 14 octobre 2026 à 14 h — Voir dans le calendrierAjustement chiropratiqueTerminé',
      'mercredi 2 septembre 2026 à 10 h — Voir dans le calendrierDouleur au dosAbsent',
    ]);
    // The clinical record's sections are tested in their own folders.
    await screen.findByRole('region', { name: 'Notes cliniques' });
    // The account, with « Encaisser » and « Voir les factures » for this patient.
    const billing = within(section('Facturation'));
    await billing.findByText('Solde');
    expect(billing.getAllByRole('definition').map((value) => value.textContent?.replace(/\s/g, ' '))).toEqual([
      '114,97 $',
      '20,00 $',
      '94,97 $',
    ]);
    expect(billing.getByRole('link', { name: 'Encaisser : Léa Gagnon' }).getAttribute('href')).toBe(
      '/admin/billing?patient=pat-1&checkout=1',
    );
    expect(billing.getByRole('link', { name: 'Voir les factures : Léa Gagnon' }).getAttribute('href')).toBe('/admin/billing?patient=pat-1');
  });

  it('leads to each of its sections from its own navigation: the section comes into view and its heading takes the focus', async () => {
    const scrolled: HTMLElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    renderFile({});
    await screen.findByRole('heading', { level: 2, name: 'Notes cliniques' });
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Coordonnées', '#dossier-coordonnees'],
      ['Notes', '#dossier-notes'],
      ['Famille', '#dossier-famille'],
      ['Dossier clinique', '#dossier-clinique'],
      ['Rendez-vous à venir', '#dossier-a-venir'],
      ['Rendez-vous passés', '#dossier-passes'],
      ['Notes cliniques', '#dossier-notes-cliniques'],
      ['Mesures de résultats', '#dossier-mesures'],
      ['Facturation', '#dossier-facturation'],
      ['Consentements', '#dossier-consentements'],
      ['Fusion de dossiers', '#dossier-fusion'],
      ['Qui a consulté ce dossier ?', '#dossier-consultations'],
    ]);
    // Each leads to the heading of a section drawn, in the page's order.
    const headings = links.map((link) => document.getElementById(link.getAttribute('href')?.slice(1) ?? ''));
    for (const heading of headings) expect(heading?.closest('section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const sections = screen.getAllByRole('region').filter((region) => headings.some((heading) => heading?.closest('section') === region));
    expect(sections.map((region) => region.getAttribute('aria-labelledby'))).toEqual(headings.map((heading) => heading?.id));

    const toNotes = within(navigation()).getByRole('link', { name: 'Notes cliniques' });
    toNotes.focus();
    // The page handles it (no navigation of the router's).
    expect(fireEvent.click(toNotes)).toBe(false);
    expect(scrolled).toEqual([section('Notes cliniques')]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Notes cliniques' }));
    fireEvent.click(within(navigation()).getByRole('link', { name: 'Rendez-vous passés' }));
    const past = screen.getByRole('heading', { level: 2, name: 'Rendez-vous passés' });
    expect(document.activeElement).toBe(past);
    expect(past.getAttribute('tabindex')).toBe('-1');
    expect(scrolled.at(-1)).toBe(section('Rendez-vous passés'));
  });

  describe('for the receptionist (Law 25: never the clinical record)', () => {
    const clinicalRequest = /\/(notes|record|outcomes|questionnaires|questionnaire-requests|attachments|episodes|access-requests)(\/|$)/;

    it('asks for nothing clinical and draws no clinical heading: the contact details and visits stay, the merge goes', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = renderFile({}, '/admin/patients/pat-1', 'reception');
      await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
      within(section('Coordonnées')).getByText('lea@example.com');
      within(section('Rendez-vous à venir')).getByText('Confirmé');
      within(section('Rendez-vous passés')).getByText('Absent');
      screen.getByRole('button', { name: 'Modifier le dossier' });
      // Given time to ask, if anything were going to: the role comes with GET /me, which may answer
      // after the file; on this clock the stubs take no time, so a second is long past any answer.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      // The file's navigation leads to what is drawn, nothing clinical.
      expect(navLabels()).toEqual([
        'Coordonnées',
        'Notes',
        'Famille',
        'Rendez-vous à venir',
        'Rendez-vous passés',
        'Facturation',
        'Consentements',
      ]);
      for (const heading of ['Dossier clinique', 'Notes cliniques', 'Mesures de résultats', 'Fusionner avec un autre dossier']) {
        expect(screen.queryByRole('heading', { name: heading })).toBeNull();
      }
      expect(api.requests.map((request) => request.url.pathname).filter((path) => clinicalRequest.test(path))).toEqual([]);
    });

    it('still draws the clinical sections for the practitioner, who asks for them', async () => {
      const api = renderFile({}, '/admin/patients/pat-1', 'practitioner');
      await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
      await screen.findByRole('heading', { level: 2, name: 'Notes cliniques' });
      screen.getByRole('heading', { level: 2, name: 'Dossier clinique' });
      await waitFor(() => expect(api.requests.some((request) => clinicalRequest.test(request.url.pathname))).toBe(true));
      // Merging moves clinical records between files: the clinic's management only.
      expect(screen.queryByRole('heading', { name: 'Fusionner avec un autre dossier' })).toBeNull();
      expect(navLabels()).toEqual([
        'Coordonnées',
        'Notes',
        'Famille',
        'Dossier clinique',
        'Rendez-vous à venir',
        'Rendez-vous passés',
        'Notes cliniques',
        'Mesures de résultats',
        'Facturation',
        'Consentements',
      ]);
    });
  });

  it('answers « Qui a consulté ce dossier ? » for the management: who read or changed the record, when, and what', async () => {
    renderFile({
      [`GET ${filePath}/audit-events` as const]: () =>
        json(200, {
          events: [
            {
              id: 'ev-1',
              createdAt: '2026-11-18T15:10:00.000Z',
              actorType: 'staff',
              actorId: 'staff-lea',
              actorName: 'Léa Roy',
              action: 'patient_record.updated',
              entity: 'patients',
              entityId: 'pat-1',
              patientId: 'pat-1',
              patientName: 'Léa Gagnon',
              record: null,
              detailLines: ['Champs modifiés : Téléphone'],
            },
          ],
          nextBefore: null,
        }),
    });
    const audit = await screen.findByRole('region', { name: 'Qui a consulté ce dossier ?' });
    const row = await within(audit).findByRole('row', { name: /Léa Roy/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['mercredi 18 novembre 2026 à 10 h 10', 'Léa Roy', 'Dossier patient modifié', 'Champs modifiés : Téléphone']);
    expect(within(audit).getByRole('link', { name: 'Voir dans le journal d’audit' }).getAttribute('href')).toBe(
      '/admin/audit?patient=pat-1',
    );
  });

  it('draws « Qui a consulté ce dossier ? » for no other role, and asks nothing of the audit trail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderFile({}, '/admin/patients/pat-1', 'practitioner');
    await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('heading', { name: 'Qui a consulté ce dossier ?' })).toBeNull();
    expect(api.requests.filter((request) => request.url.pathname.endsWith('/audit-events'))).toEqual([]);
  });

  it('says what is missing rather than leaving blanks', async () => {
    renderFile({
      [`GET ${filePath}` as const]: () =>
        json(200, {
          patient: patientRecord('pat-1', {
            email: null,
            phone: null,
            address: null,
            dateOfBirth: null,
            notes: null,
            lastVisit: null,
            totalVisits: 0,
          }),
          upcoming: [],
          past: [],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
    expect(within(section('Coordonnées')).getAllByRole('definition')[0]?.textContent).toBe('—Aucun');
    within(section('Notes')).getByText('Aucune note.');
    within(section('Rendez-vous à venir')).getByText('Aucun rendez-vous à venir.');
    within(section('Rendez-vous passés')).getByText('Aucun rendez-vous passé.');
  });

  it('says « Dossier introuvable » with a way back when there is no such record', async () => {
    renderFile(
      { 'GET /api/admin/patients/inconnu': () => failure(404, { error: { code: 'NOT_FOUND', message: patientMessages.notFound } }) },
      '/admin/patients/inconnu',
    );
    await screen.findByRole('heading', { level: 1, name: 'Dossier introuvable' });
    fireEvent.click(screen.getByRole('link', { name: 'Retour à la liste des patients' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/patients'));
  });

  it('says when the file cannot be read, and tries again on request', async () => {
    let calls = 0;
    renderFile({
      [`GET ${filePath}` as const]: () =>
        ++calls === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : fileAnswer(),
    });
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: 'Erreur lors du chargement du dossier' });
    within(notice).getByText('La base de données est momentanément indisponible.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 1, name: 'Léa Gagnon' });
  });

  describe('editing', () => {
    const field = (label: string) => within(dialog('Modifier le dossier')).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const save = () => fireEvent.click(within(dialog('Modifier le dossier')).getByRole('button', { name: 'Enregistrer' }));

    it('opens filled with the record and sends only what changed', async () => {
      let saved = false;
      const api = renderFile({
        [`GET ${filePath}` as const]: () => fileAnswer(saved ? { phone: '450 555-0199', status: 'inactive' } : {}),
        [`PATCH ${filePath}` as const]: () => {
          saved = true;
          return json(200, { patient: patientRecord('pat-1', { phone: '450 555-0199', status: 'inactive' }) });
        },
      });
      const edit = await screen.findByRole('button', { name: 'Modifier le dossier' });
      edit.focus();
      fireEvent.click(edit);
      await waitFor(() => expect(field('Prénom').value).toBe('Léa'));
      await waitFor(() => expect(document.activeElement).toBe(field('Prénom')));
      expect(field('Notes').value).toBe('Préfère les rendez-vous du matin.');
      expect(field('Date de naissance').value).toBe('1988-04-02');
      fireEvent.change(field('Téléphone'), { target: { value: '450.555.0199' } });
      fireEvent.change(field('Statut'), { target: { value: 'inactive' } });
      // The new number is a landline: no texts go to it.
      const mobile = screen.getByRole('checkbox', { name: 'Ce numéro est un cellulaire (textos)' }) as HTMLInputElement;
      expect(mobile.checked).toBe(true);
      fireEvent.click(mobile);
      save();
      await screen.findByText('Le dossier a été mis à jour.');
      expect(screen.getByText('Le dossier a été mis à jour.').getAttribute('role')).toBe('status');
      expect(api.sent('PATCH', filePath)).toEqual([{ phone: '450 555-0199', phoneMobile: false, status: 'inactive' }]);
      expect(screen.queryByRole('dialog')).toBeNull();
      // The file is read again and the focus is back on the button that opened the dialog.
      await waitFor(() => within(section('Coordonnées')).getByText('Inactif'));
      await waitFor(() => expect(document.activeElement).toBe(edit));
    });

    it('clears an optional field with null, and saves nothing when nothing changed', async () => {
      const api = renderFile({ [`PATCH ${filePath}` as const]: () => json(200, { patient: patientRecord('pat-1', { address: null }) }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Modifier le dossier' }));
      await waitFor(() => expect(field('Prénom').value).toBe('Léa'));
      save();
      await screen.findByText('Aucune modification à enregistrer.');
      expect(api.sent('PATCH', filePath)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Modifier le dossier' }));
      await waitFor(() => expect(field('Adresse').value).toBe('12 rue des Érables, Laval'));
      fireEvent.change(field('Adresse'), { target: { value: '   ' } });
      save();
      await screen.findByText('Le dossier a été mis à jour.');
      expect(api.sent('PATCH', filePath)).toEqual([{ address: null }]);
    });

    it('refuses what the schema refuses, on the field', async () => {
      const api = renderFile({});
      fireEvent.click(await screen.findByRole('button', { name: 'Modifier le dossier' }));
      await waitFor(() => expect(field('Nom').value).toBe('Gagnon'));
      fireEvent.change(field('Nom'), { target: { value: ' ' } });
      fireEvent.change(field('Téléphone'), { target: { value: '123' } });
      save();
      within(dialog('Modifier le dossier')).getByText('Veuillez remplir le champ « Nom »');
      within(dialog('Modifier le dossier')).getByText('Téléphone doit être un numéro de téléphone valide');
      await waitFor(() => expect(document.activeElement).toBe(field('Nom')));
      expect(api.sent('PATCH', filePath)).toEqual([]);
    });

    it('lists the look-alikes when the server refuses a duplicate, and saves anyway when asked', async () => {
      const api = renderFile({
        [`PATCH ${filePath}` as const]: ({ body }) =>
          (body as { confirmDuplicate?: boolean }).confirmDuplicate
            ? json(200, { patient: patientRecord('pat-1', { email: 'marc@example.com' }) })
            : failure(409, { error: { code: 'PAT_001', message: patientMessages.likelyDuplicate } }),
        'GET /api/admin/patients/duplicates': () =>
          json(200, {
            duplicates: [listedPatient('pat-1'), listedPatient('pat-2', { firstName: 'Marc', lastName: 'Roy', email: 'marc@example.com' })],
          }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Modifier le dossier' }));
      await waitFor(() => expect(field('Courriel').value).toBe('lea@example.com'));
      fireEvent.change(field('Courriel'), { target: { value: 'marc@example.com' } });
      save();
      const step = within(dialog('Modifier le dossier'));
      await step.findByRole('heading', { name: 'Ce patient existe peut-être déjà' });
      step.getByText(patientMessages.likelyDuplicate);
      // The record being edited is not its own duplicate.
      expect(step.getAllByRole('link', { name: /Ouvrir ce dossier/ }).map((link) => link.getAttribute('href'))).toEqual([
        '/admin/patients/pat-2',
      ]);
      const probe = api.requests.find((request) => request.url.pathname === '/api/admin/patients/duplicates');
      expect(Object.fromEntries(probe?.url.searchParams ?? [])).toEqual({
        firstName: 'Léa',
        lastName: 'Gagnon',
        email: 'marc@example.com',
        phone: '514 555-0142',
        dateOfBirth: '1988-04-02',
      });
      fireEvent.click(step.getByRole('button', { name: 'Enregistrer quand même' }));
      await screen.findByText('Le dossier a été mis à jour.');
      expect(api.sent('PATCH', filePath)).toEqual([{ email: 'marc@example.com' }, { email: 'marc@example.com', confirmDuplicate: true }]);
    });
  });

  describe('merging', () => {
    const merge = () => within(dialog('Fusionner avec un autre dossier'));

    it('suggests the look-alikes, confirms what moves, then merges', async () => {
      const api = renderFile({
        'GET /api/admin/patients/duplicates': () =>
          json(200, {
            duplicates: [listedPatient('pat-1'), listedPatient('pat-2', { firstName: 'Léa', lastName: 'Gagnon-Roy', totalVisits: 1 })],
          }),
        'POST /api/admin/patients/pat-1/merge': () => json(200, { patient: patientRecord('pat-1', { totalVisits: 5 }) }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Fusionner avec un autre dossier' }));
      await waitFor(() =>
        expect(document.activeElement).toBe(merge().getByRole('searchbox', { name: /^Rechercher le dossier en double/ })),
      );
      const choices = await merge().findAllByRole('radio');
      expect(choices).toHaveLength(1);
      merge().getByRole('group', { name: 'Dossiers semblables à celui-ci' });
      // Nothing chosen yet: said, and the focus goes to the choices.
      fireEvent.click(merge().getByRole('button', { name: 'Continuer' }));
      merge().getByText('Choisissez le dossier à fusionner dans celui-ci.');
      await waitFor(() => expect(document.activeElement).toBe(choices[0]));
      fireEvent.click(merge().getByRole('radio', { name: /Gagnon-Roy, Léa/ }));
      expect(merge().queryByText('Choisissez le dossier à fusionner dans celui-ci.')).toBeNull();
      fireEvent.click(merge().getByRole('button', { name: 'Continuer' }));

      const heading = merge().getByRole('heading', { name: 'Confirmer la fusion' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      merge().getByText(
        'Les rendez-vous, factures, transactions, cartes de paiement, demandes de correction et le compte du portail patient de Léa Gagnon-Roy seront rattachés au dossier de Léa Gagnon, puis le dossier de Léa Gagnon-Roy sera supprimé.',
      );
      merge().getByText('Cette action est irréversible.');
      expect(api.sent('POST', '/api/admin/patients/pat-1/merge')).toEqual([]);
      const reads = fileReads(api);
      fireEvent.click(merge().getByRole('button', { name: 'Fusionner les dossiers' }));
      await screen.findByText('Le dossier de Léa Gagnon-Roy a été fusionné dans celui-ci.');
      expect(api.sent('POST', '/api/admin/patients/pat-1/merge')).toEqual([{ duplicateId: 'pat-2' }]);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(fileReads(api)).toBe(reads + 1));
    });

    it('finds any record by a search, goes back, and says why the server refused', async () => {
      const api = renderFile({
        'GET /api/admin/patients/duplicates': () => json(200, { duplicates: [] }),
        'GET /api/admin/patients': () =>
          json(200, {
            patients: [listedPatient('pat-1'), listedPatient('pat-3', { firstName: 'Zoé', lastName: 'Lavoie' })],
            nextCursor: null,
          }),
        'POST /api/admin/patients/pat-1/merge': () =>
          failure(409, { error: { code: 'PAT_001', message: patientMessages.mergeTwoAccounts } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Fusionner avec un autre dossier' }));
      await merge().findByText(/Aucun dossier semblable/);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      // One character is not a search yet, even once the typing has paused.
      fireEvent.change(merge().getByRole('searchbox'), { target: { value: 'L' } });
      await act(() => vi.advanceTimersByTimeAsync(searchRule.delayMs));
      expect(api.requests.some((request) => request.url.pathname === '/api/admin/patients')).toBe(false);
      fireEvent.change(merge().getByRole('searchbox'), { target: { value: 'Lav' } });
      fireEvent.click(await merge().findByRole('radio', { name: /Lavoie, Zoé/ }));
      expect(merge().getAllByRole('radio')).toHaveLength(1);
      merge().getByRole('group', { name: 'Dossiers trouvés' });
      const searches = api.requests.filter((request) => request.url.pathname === '/api/admin/patients');
      expect(searches.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ q: 'Lav' }]);

      fireEvent.click(merge().getByRole('button', { name: 'Continuer' }));
      fireEvent.click(merge().getByRole('button', { name: 'Retour' }));
      expect((merge().getByRole('radio', { name: /Lavoie, Zoé/ }) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(merge().getByRole('button', { name: 'Continuer' }));
      fireEvent.click(merge().getByRole('button', { name: 'Fusionner les dossiers' }));
      expect((await merge().findByRole('alert')).textContent).toBe(patientMessages.mergeTwoAccounts);
      // Nothing merged: the dialog stays, to go back or close.
      merge().getByRole('heading', { name: 'Confirmer la fusion' });
      fireEvent.click(merge().getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
