import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { problemText } from 'shared-ui/problem-message';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import { PatientConsentsSection } from './PatientConsentsSection';
import { consentEntry, consentState, givenConsent, patientConsentStates } from './patient-consents-test-support';
import { type AdminStubRoutes, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const consentsPath = '/api/admin/patients/pat-1/consents';
const withdrawPath = `${consentsPath}/email_reminders/withdraw`;
const givePath = `${consentsPath}/marketing/give`;

function renderSection(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderAdminPage(<PatientConsentsSection patientId="pat-1" />, api);
  return api;
}

const section = () => screen.getByRole('region', { name: 'Consentements' });
const item = (name: string) => screen.findByRole('article', { name });
const dialog = () => screen.getByRole('dialog');

const withdrawnEntry = consentEntry({
  id: 'w-1',
  version: 1,
  channel: 'paper',
  givenAt: '2025-05-12T15:00:00.000Z',
  recordedBy: 'Émilie Tremblay',
  withdrawnAt: '2026-06-01T15:00:00.000Z',
  withdrawnChannel: 'portal',
});

describe('Consentements in the patient file', () => {
  it('says each consent’s state, from the ledger, and its history', async () => {
    renderSection({
      'GET /api/admin/patients/pat-1/consents': () => ({
        consents: patientConsentStates(
          givenConsent('online_booking'),
          consentState('waitlist_contact', { state: 'withdrawn', latest: withdrawnEntry, history: [withdrawnEntry] }),
          consentState('email_reminders', { state: 'never' }),
          givenConsent('portal_terms', { olderVersion: true, currentText: { version: 3, title: 'Conditions', body: 'Texte.' } }),
          consentState('marketing', { state: 'pending', pendingSince: '2026-11-18T15:00:00.000Z' }),
        ),
      }),
    });
    const booking = await item('Réservation en ligne');
    within(section()).getByRole('heading', { level: 2, name: 'Consentements' });
    within(booking).getByText('Donné le mardi 3 mars 2026 (version 2, formulaire de réservation)');
    within(booking).getByRole('button', { name: 'Consigner un retrait : Réservation en ligne' });

    const waitlist = await item('Contact pour la liste d’attente');
    within(waitlist).getByText('Retiré le lundi 1 juin 2026 (portail patient)');
    const history = within(waitlist).getByText('Historique (1)').closest('details') as HTMLDetailsElement;
    expect(history.open).toBe(false);
    fireEvent.click(within(history).getByText('Historique (1)'));
    within(history).getByText('Donné le lundi 12 mai 2025 — version 1, formulaire papier (consigné par Émilie Tremblay)');
    within(history).getByText('Retiré le lundi 1 juin 2026 — portail patient');
    within(waitlist).getByRole('button', { name: 'Consigner un consentement : Contact pour la liste d’attente' });

    const reminders = await item('Rappels et avis par courriel');
    within(reminders).getByText('Jamais demandé');
    within(reminders).getByText('Aucune entrée au registre.');

    // Ticked on the booking form, its link not opened: not given, and the desk may still record it.
    const marketing = await item('Infolettre et promotions');
    within(marketing).getByText(
      'En attente de confirmation : coché le mercredi 18 novembre 2026 au formulaire de réservation, le lien envoyé par courriel n’a pas encore été ouvert',
    );
    within(marketing).getByRole('button', { name: 'Consigner un consentement : Infolettre et promotions' });

    const care = await item('Consentement aux soins');
    within(care).getByText('Jamais demandé');

    // Given to an older wording: said, and the version in force can be recorded.
    const portal = await item('Conditions du portail patient');
    within(portal).getByText('Consentement donné à une version antérieure du texte (version 3 en vigueur).');
    within(portal).getByRole('button', { name: 'Consigner la version 3 : Conditions du portail patient' });
  });

  it('says which guardian gave a child’s care consent', async () => {
    const byMother = consentEntry({
      id: 'care-1',
      channel: 'desk',
      givenAt: '2026-11-18T15:00:00.000Z',
      recordedBy: 'Émilie Tremblay',
      signedBy: { name: 'Camille Gagnon', relationship: 'mere' },
    });
    renderSection({
      'GET /api/admin/patients/pat-1/consents': () => ({
        consents: patientConsentStates(consentState('care', { state: 'given', latest: byMother, history: [byMother] })),
      }),
    });
    const care = await item('Consentement aux soins');
    fireEvent.click(within(care).getByText('Historique (1)'));
    within(care).getByText(/\(consigné par Émilie Tremblay\) — donné par Camille Gagnon \(mère\), l’enfant ayant moins de 14 ans$/);
  });

  it('records a withdrawal after saying what it stops, and keeps the focus on the kind’s button', async () => {
    const given = givenConsent('email_reminders');
    const withdrawn = consentEntry({
      ...given.latest,
      id: 'email_reminders-given',
      withdrawnAt: '2026-11-26T15:00:00.000Z',
      withdrawnChannel: 'paper',
      withdrawnRecordedBy: 'Émilie Tremblay',
    });
    const api = renderSection({
      'GET /api/admin/patients/pat-1/consents': () => ({ consents: patientConsentStates(given) }),
      'POST /api/admin/patients/pat-1/consents/email_reminders/withdraw': () => ({
        consent: { ...given, state: 'withdrawn', latest: withdrawn, history: [withdrawn] },
      }),
    });
    const reminders = await item('Rappels et avis par courriel');
    const button = within(reminders).getByRole('button', { name: 'Consigner un retrait : Rappels et avis par courriel' });
    button.focus();
    fireEvent.click(button);
    const form = dialog();
    within(form).getByRole('heading', { name: 'Consigner un retrait — Rappels et avis par courriel' });
    expect(form.textContent).toContain('Plus aucun rappel par courriel ne sera envoyé');
    expect(form.textContent).toContain('Le retrait prend effet immédiatement.');
    const channels = within(form).getByRole('radiogroup', { name: /Moyen/ });
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['À la réception', 'Formulaire papier', 'Par courriel']);
    expect((within(channels).getByRole('radio', { name: 'À la réception' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(channels).getByRole('radio', { name: 'Formulaire papier' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner le retrait' }));

    await within(section()).findByText(`Rappels et avis par courriel : ${consentMessages.withdrawn}`);
    expect(api.sent('POST', withdrawPath)).toEqual([{ channel: 'paper' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    within(reminders).getByText('Retiré le jeudi 26 novembre 2026 (formulaire papier)');
    // The same button, now to record a consent again, has the focus back.
    const again = within(reminders).getByRole('button', { name: 'Consigner un consentement : Rappels et avis par courriel' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('records a consent to the version in force, whose text can be read first', async () => {
    const api = renderSection({
      'GET /api/admin/patients/pat-1/consents': () => ({ consents: patientConsentStates() }),
      'POST /api/admin/patients/pat-1/consents/marketing/give': () => ({
        consent: givenConsent('marketing', {
          latest: consentEntry({ channel: 'desk', givenAt: '2026-11-26T15:00:00.000Z', recordedBy: 'Émilie Tremblay' }),
        }),
      }),
    });
    const marketing = await item('Infolettre et promotions');
    fireEvent.click(within(marketing).getByRole('button', { name: /^Consigner un consentement/ }));
    const form = dialog();
    expect(form.textContent).toContain('Le patient a lu et accepté la version 2 du texte « Texte « Infolettre et promotions » ».');
    fireEvent.click(within(form).getByText('Lire le texte'));
    within(form).getByText('Je consens : Infolettre et promotions.');
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner le consentement' }));
    await within(section()).findByText(`Infolettre et promotions : ${consentMessages.given}`);
    expect(api.sent('POST', givePath)).toEqual([{ version: 2, channel: 'desk' }]);
    within(marketing).getByText('Donné le jeudi 26 novembre 2026 (version 2, à la réception)');
  });

  it('keeps a refusal in the dialog, in the API’s French words, and reads the consents again when the text changed', async () => {
    let reads = 0;
    const api = renderSection({
      'GET /api/admin/patients/pat-1/consents': () => {
        reads += 1;
        return { consents: patientConsentStates() };
      },
      'POST /api/admin/patients/pat-1/consents/marketing/give': () =>
        failure(409, { error: { code: 'PRIV_001', message: consentMessages.staleVersion } }),
    });
    const marketing = await item('Infolettre et promotions');
    fireEvent.click(within(marketing).getByRole('button', { name: /^Consigner un consentement/ }));
    const form = dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Consigner le consentement' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Rien n’a été enregistré');
    expect(alert.textContent).toContain(consentMessages.staleVersion);
    screen.getByRole('dialog');
    await waitFor(() => expect(reads).toBe(2));
    expect(api.sent('POST', givePath)).toHaveLength(1);
  });

  it('says when the server cannot be reached, and when the consents cannot be read', async () => {
    let failing = true;
    renderSection({
      'GET /api/admin/patients/pat-1/consents': () =>
        failing
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : { consents: patientConsentStates(givenConsent('email_reminders')) },
      'POST /api/admin/patients/pat-1/consents/email_reminders/withdraw': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: 'Erreur lors du chargement des consentements' });
    expect(alert.textContent).toContain('La base de données est momentanément indisponible.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const reminders = await item('Rappels et avis par courriel');
    fireEvent.click(within(reminders).getByRole('button', { name: /^Consigner un retrait/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner le retrait' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(problemText.unreachable);
  });

  it('leaves consent to care to the roles that treat: the desk sees its state without the button', async () => {
    const consents = () => ({ consents: patientConsentStates(givenConsent('care'), givenConsent('marketing')) });
    renderSection({ 'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' }), 'GET /api/admin/patients/pat-1/consents': consents });
    const care = await item('Consentement aux soins');
    await waitFor(() => expect(within(care).queryByRole('button')).toBeNull());
    within(await item('Infolettre et promotions')).getByRole('button', { name: /^Consigner un retrait/ });
    cleanup();
    renderSection({
      'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' }),
      'GET /api/admin/patients/pat-1/consents': consents,
    });
    await within(await item('Consentement aux soins')).findByRole('button', { name: 'Consigner un retrait : Consentement aux soins' });
  });
});
