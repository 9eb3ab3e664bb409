import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ConsentKind, consentKindLabels, consentKinds } from 'shared-domain/privacy/privacy';
import { type ConsentEntry, type ConsentKindState, consentMessages, isPortalWithdrawable } from 'shared-domain/privacy/privacy-consents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, camille, json, refusal, renderPortal, stubApi, unreachable } from '../../test-support/portal-test-api';
import { consentsText } from './consents-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const consentsRoute = 'GET /api/portal/consents';
const withdrawRoute = <Kind extends ConsentKind>(kind: Kind) => `POST /api/portal/consents/${kind}/withdraw` as const;

const entry = (fields: Partial<ConsentEntry> = {}): ConsentEntry => ({
  id: 'c-1',
  version: 2,
  channel: 'booking_form',
  givenAt: '2026-03-03T15:00:00.000Z',
  recordedBy: null,
  withdrawnAt: null,
  withdrawnChannel: null,
  withdrawnRecordedBy: null,
  importedFrom: null,
  signedBy: null,
  ...fields,
});

const consent = (kind: ConsentKind, fields: Partial<ConsentKindState> = {}): ConsentKindState => ({
  kind,
  label: consentKindLabels[kind],
  state: 'never',
  latest: null,
  olderVersion: false,
  currentText: { version: 2, title: `Texte « ${consentKindLabels[kind]} »`, body: `Je consens : ${consentKindLabels[kind]}.` },
  withdrawableInPortal: isPortalWithdrawable(kind),
  history: [],
  pendingSince: null,
  ...fields,
});

const given = (kind: ConsentKind, fields: Partial<ConsentKindState> = {}) => {
  const latest = entry({ id: `${kind}-1` });
  return consent(kind, { state: 'given', latest, history: [latest], ...fields });
};

/** Every kind, never given unless replaced. */
const consents = (...states: ConsentKindState[]) => ({
  consents: consentKinds.map((kind) => states.find((state) => state.kind === kind) ?? consent(kind)),
});

async function showConsents(routes: Record<string, Answer | Answer[]>) {
  const api = stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/correction-requests': json(200, { requests: [] }),
    ...routes,
  });
  renderPortal('/patient-portal/profil');
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  const section = screen.getByRole('region', { name: consentsText.title });
  return { api, section };
}

const item = (section: HTMLElement, label: string) =>
  within(section).getByRole('heading', { level: 3, name: label }).closest('li') as HTMLElement;

describe('« Mon profil »: « Mes consentements »', () => {
  it('lists each consent with its state and its text; those she may withdraw have a button, the others send her to the clinic', async () => {
    const withdrawn = entry({ id: 'm-1', withdrawnAt: '2026-06-01T15:00:00.000Z', withdrawnChannel: 'portal' });
    const { section } = await showConsents({
      [consentsRoute]: json(
        200,
        consents(
          given('email_reminders'),
          consent('waitlist_contact', { state: 'withdrawn', latest: withdrawn, history: [withdrawn] }),
          given('online_booking'),
          given('care'),
          consent('marketing', { state: 'pending', pendingSince: '2026-11-18T15:00:00.000Z' }),
        ),
      ),
    });
    await within(section).findByRole('list', { name: consentsText.title });

    const reminders = item(section, 'Rappels et avis par courriel');
    within(reminders).getByText('Donné le mardi 3 mars 2026 (version 2 du texte) — formulaire de réservation');
    within(reminders).getByRole('button', { name: 'Retirer mon consentement : Rappels et avis par courriel' });
    fireEvent.click(within(reminders).getByText('Lire le texte'));
    within(reminders).getByText('Je consens : Rappels et avis par courriel.');

    const waitlist = item(section, 'Contact pour la liste d’attente');
    within(waitlist).getByText('Retiré le lundi 1 juin 2026 — portail patient');
    expect(within(waitlist).queryByRole('button', { name: /Retirer/ })).toBeNull();

    // Accepted when booking online, the link e-mailed with the booking not opened yet: she may still refuse it.
    const marketing = item(section, 'Infolettre et promotions');
    within(marketing).getByText(
      'En attente de confirmation : accepté le mercredi 18 novembre 2026 en réservant en ligne. Ouvrez le lien reçu par courriel pour ce rendez-vous afin de le confirmer.',
    );
    within(marketing).getByRole('button', { name: 'Retirer mon consentement : Infolettre et promotions' });

    // Booking, portal terms and care go through the clinic, given or not.
    for (const label of ['Réservation en ligne', 'Conditions du portail patient', 'Consentement aux soins']) {
      const other = item(section, label);
      within(other).getByText('Pour retirer ce consentement, communiquez avec la clinique.');
      expect(within(other).queryByRole('button', { name: /Retirer/ })).toBeNull();
    }
  });

  it('confirms a withdrawal by saying what stops, then shows it withdrawn and says so with the focus', async () => {
    const withdrawn = entry({ id: 'email_reminders-1', withdrawnAt: '2026-11-26T15:00:00.000Z', withdrawnChannel: 'portal' });
    const { api, section } = await showConsents({
      [consentsRoute]: json(200, consents(given('email_reminders'))),
      [withdrawRoute('email_reminders')]: json(200, {
        consent: consent('email_reminders', { state: 'withdrawn', latest: withdrawn, history: [withdrawn] }),
      }),
    });
    const button = await within(section).findByRole('button', { name: /^Retirer mon consentement/ });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Retirer mon consentement — Rappels et avis par courriel' });
    within(dialog).getByText(consentMessages.withdrawEffect.email_reminders);
    within(dialog).getByText(consentsText.confirmNote);
    // Cancelling withdraws nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: consentsText.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(withdrawRoute('email_reminders'))).toHaveLength(0);

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: consentsText.confirm }));
    const said = await within(section).findByText(`Rappels et avis par courriel : ${consentMessages.withdrawn}`);
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(api.to(withdrawRoute('email_reminders'))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const reminders = item(section, 'Rappels et avis par courriel');
    within(reminders).getByText('Retiré le jeudi 26 novembre 2026 — portail patient');
    expect(within(reminders).queryByRole('button', { name: /^Retirer/ })).toBeNull();
  });

  it('shows e-mails a patient import gave, with its file and day, and lets her withdraw them (« Retirer »), dated', async () => {
    const imported = entry({
      id: 'imp-1',
      version: 1,
      channel: 'import',
      givenAt: '2026-11-16T15:00:00.000Z',
      importedFrom: { fileName: 'export-ancien-logiciel.csv', importedAt: '2026-11-16T15:00:00.000Z' },
    });
    const withdrawn = { ...imported, withdrawnAt: '2026-11-18T15:00:00.000Z', withdrawnChannel: 'portal' as const };
    const { api, section } = await showConsents({
      [consentsRoute]: json(200, consents(consent('email_reminders', { state: 'given', latest: imported, history: [imported] }))),
      [withdrawRoute('email_reminders')]: json(200, {
        consent: consent('email_reminders', { state: 'withdrawn', latest: withdrawn, history: [withdrawn] }),
      }),
    });
    await within(section).findByRole('list', { name: consentsText.title });
    const reminders = item(section, 'Rappels et avis par courriel');
    within(reminders).getByText(
      'Donné le lundi 16 novembre 2026 (version 1 du texte) — importation : export-ancien-logiciel.csv du lundi 16 novembre 2026',
    );
    fireEvent.click(within(reminders).getByRole('button', { name: 'Retirer mon consentement : Rappels et avis par courriel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: consentsText.confirm }));
    await within(section).findByText(`Rappels et avis par courriel : ${consentMessages.withdrawn}`);
    expect(api.to(withdrawRoute('email_reminders'))).toHaveLength(1);
    within(item(section, 'Rappels et avis par courriel')).getByText('Retiré le mercredi 18 novembre 2026 — portail patient');
  });

  it('keeps the dialog open with the clinic’s words when the withdrawal is refused, or the server cannot be reached', async () => {
    const { section } = await showConsents({
      [consentsRoute]: json(200, consents(given('waitlist_contact'))),
      [withdrawRoute('waitlist_contact')]: [refusal(409, 'PRIV_003', consentMessages.nothingToWithdraw), unreachable],
    });
    fireEvent.click(await within(section).findByRole('button', { name: /^Retirer mon consentement/ }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText(consentMessages.withdrawEffect.waitlist_contact);
    fireEvent.click(within(dialog).getByRole('button', { name: consentsText.confirm }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(consentMessages.nothingToWithdraw));
    expect(alert.textContent).toContain(consentsText.failed);

    fireEvent.click(within(dialog).getByRole('button', { name: consentsText.confirm }));
    await waitFor(() => expect(alert.textContent).toContain(consentsText.unreachable));
    screen.getByRole('dialog');
    within(item(section, 'Contact pour la liste d’attente')).getByText(
      'Donné le mardi 3 mars 2026 (version 2 du texte) — formulaire de réservation',
    );
  });

  it('shows a load failure with « Réessayer »', async () => {
    const { api, section } = await showConsents({
      [consentsRoute]: [refusal(503, 'DB_002', 'La base de données est momentanément indisponible.'), json(200, consents())],
    });
    const heading = await within(section).findByRole('heading', { name: consentsText.loadFailed });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    within(alert).getByText('La base de données est momentanément indisponible.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(section).findByRole('list', { name: consentsText.title });
    expect(api.to(consentsRoute)).toHaveLength(2);
  });

  it('lays each withdrawal out as a full-width 44 px button on a phone', async () => {
    const { section } = await showConsents({ [consentsRoute]: json(200, consents(given('marketing'))) });
    const button = await within(section).findByRole('button', { name: /^Retirer mon consentement/ });
    expect(button.className).toContain('ui-button');
    expect(button.className).toContain('my-consent__withdraw');
  });
});
