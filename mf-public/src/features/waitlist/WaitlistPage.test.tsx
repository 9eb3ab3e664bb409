import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookingModeText } from 'shared-domain/scheduling/booking-mode';
import { paths } from 'shared-domain/platform/paths';
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { waitlistMessages as messages } from 'shared-domain/scheduling/waitlist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PublicStubRoutes, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
import { renderWithClinic } from '../../test-support/render';
import { toggledList } from './useWaitlistForm';
import { consentLabel, WaitlistPage } from './WaitlistPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = 'POST /api/public/waitlist';

const api = (handler: PublicStubRoutes[typeof route] = () => json(201, { position: 4 })) => stubApi({ [route]: handler });

const renderWaitlist = () => renderWithClinic(<WaitlistPage />, { path: paths.waitlist.build() });

const fillRequired = () => {
  fireEvent.change(screen.getByLabelText(/Nom complet/), { target: { value: '  Marie Tremblay ' } });
  fireEvent.change(screen.getByLabelText(/Courriel/), { target: { value: 'marie@example.com' } });
  fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '514 555-0199' } });
  fireEvent.click(screen.getByRole('checkbox', { name: consentLabel }));
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: "M'inscrire sur la liste d'attente" }));

describe('the waitlist page', () => {
  it('shows the form: name, e-mail, phone, the seven days, the three periods, notes and the consent', () => {
    renderWaitlist();
    screen.getByRole('heading', { level: 1, name: "Liste d'attente" });
    const days = screen.getByRole('group', { name: /Jours préférés/ });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    const times = screen.getByRole('group', { name: /Moments préférés/ });
    expect(
      within(times)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Matin (8h-12h)', 'Après-midi (12h-17h)', 'Soir (17h-20h)']);
    screen.getByLabelText(/Notes/);
    screen.getByText(/514 555-0100/);
  });

  it('introduces itself by the agenda’s mode: « complet » only when it is full', () => {
    renderWaitlist();
    expect(screen.queryByText(/Notre horaire est complet/)).toBeNull();
    screen.getByText((text) => text.startsWith(bookingModeText.openWaitlist));
    cleanup();
    renderWithClinic(<WaitlistPage />, { path: paths.waitlist.build(), profile: { agendaFull: true } });
    screen.getByText((text) => text.startsWith(bookingModeText.fullWaitlist));
    expect(screen.queryByText((text) => text.includes(bookingModeText.openWaitlist))).toBeNull();
  });

  it('an empty form shows each required field’s message, focuses the name and sends nothing', async () => {
    const stub = api();
    renderWaitlist();
    submit();
    await screen.findByText('Veuillez remplir le champ « Nom complet »');
    screen.getByText('Veuillez remplir le champ « Téléphone »');
    screen.getByText(messages.consentRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Nom complet/)));
    expect(stub.callsTo(route)).toHaveLength(0);
  });

  it('without the consent, says why and focuses the box', async () => {
    const stub = api();
    renderWaitlist();
    fillRequired();
    const consent = screen.getByRole('checkbox', { name: consentLabel });
    fireEvent.click(consent);
    submit();
    await screen.findByText(messages.consentRequired);
    await waitFor(() => expect(document.activeElement).toBe(consent));
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(stub.callsTo(route)).toHaveLength(0);
  });

  it('signs up with the chosen days and periods, then shows the place on the list', async () => {
    const stub = api();
    renderWaitlist();
    fillRequired();
    for (const day of ['Vendredi', 'Lundi', 'Mardi']) fireEvent.click(screen.getByLabelText(day));
    fireEvent.click(screen.getByLabelText('Mardi'));
    fireEvent.click(screen.getByLabelText('Soir (17h-20h)'));
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Pas le matin <b>svp</b>' } });
    submit();
    const title = await screen.findByRole('heading', { name: 'Inscription confirmée' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    screen.getByText("Vous êtes n° 4 sur la liste d'attente.");
    expect(screen.queryByRole('button', { name: "M'inscrire sur la liste d'attente" })).toBeNull();
    expect(stub.callsTo(route).map((call) => call.body)).toEqual([
      {
        fullName: 'Marie Tremblay',
        email: 'marie@example.com',
        phone: '514 555-0199',
        preferredDays: ['Lundi', 'Vendredi'],
        preferredTimes: ['Soir (17h-20h)'],
        notes: 'Pas le matin svp',
        consent: true,
      },
    ]);
  });

  it.each([
    ['WAIT_001', messages.alreadyRegistered],
    ['WAIT_002', messages.alreadyInvited],
  ])('a 409 %s says « %s » and keeps the form filled', async (code, text) => {
    api(() => refusal(409, code, 'Conflit'));
    renderWaitlist();
    fillRequired();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(screen.getByLabelText<HTMLInputElement>(/Nom complet/).value).toBe('  Marie Tremblay ');
  });

  it('a server failure says « Erreur lors de l’inscription » with its message; no answer says to try again', async () => {
    let attempts = 0;
    api(() => (++attempts === 1 ? refusal(500, 'SYS_001', 'Une erreur interne est survenue.') : unreachable()));
    renderWaitlist();
    fillRequired();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.joinFailed);
    expect(alert.textContent).toContain('Une erreur interne est survenue.');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.unexpected));
  });

  it('a 422 puts the server’s message under its field', async () => {
    api(() => refusal(422, 'VAL_001', 'Données invalides', { email: 'Courriel doit être une adresse valide' }));
    renderWaitlist();
    fillRequired();
    submit();
    await screen.findByText('Courriel doit être une adresse valide');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Courriel/)));
  });
});

describe('toggledList', () => {
  it('adds a choice once and removes it', () => {
    expect(toggledList('', 'Lundi', true)).toBe('Lundi');
    expect(toggledList('Lundi', 'Lundi', true)).toBe('Lundi');
    expect(toggledList('Lundi\nMardi', 'Lundi', false)).toBe('Mardi');
  });

  describe('the contact consent’s text', () => {
    const text = (version: number) => ({
      version,
      title: 'Contact pour la liste d’attente',
      body: `Premier paragraphe de la version ${version}.\n\nDeuxième paragraphe.`,
    });
    const texts = (version: number) => ({
      texts: {
        waitlist_contact: text(version),
        online_booking: text(1),
        email_reminders: text(1),
        text_reminders: text(1),
        care: text(1),
        marketing: text(1),
        portal_terms: text(1),
      },
    });

    it('shows « Lire le texte » under the box and sends the version shown', async () => {
      const stub = stubApi({
        'GET /api/public/consent-texts': () => json(200, texts(3)),
        [route]: () => json(201, { position: 2 }),
      });
      renderWaitlist();
      const toggle = await screen.findByRole('button', { name: /Lire le texte/ });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      screen.getByText('Premier paragraphe de la version 3.');
      screen.getByText('(version 3)');
      fillRequired();
      submit();
      await screen.findByRole('heading', { name: 'Inscription confirmée' });
      expect(stub.callsTo(route)[0]?.body).toMatchObject({ consent: true, consentVersions: { waitlist_contact: 3 } });
    });

    it('a text republished meanwhile (409 PRIV_001) says so, shows the new version and sends it next time', async () => {
      let version = 3;
      const stub = stubApi({
        'GET /api/public/consent-texts': () => json(200, texts(version)),
        [route]: ({ body }) =>
          (body as { consentVersions?: { waitlist_contact: number } }).consentVersions?.waitlist_contact === 4
            ? json(201, { position: 5 })
            : refusal(409, 'PRIV_001', consentMessages.staleVersion),
      });
      renderWaitlist();
      await screen.findByRole('button', { name: /Lire le texte/ });
      version = 4;
      fillRequired();
      submit();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(consentMessages.staleVersion);
      fireEvent.click(await screen.findByRole('button', { name: /Lire le texte/ }));
      await screen.findByText('(version 4)');
      expect(stub.callsTo('GET /api/public/consent-texts')).toHaveLength(2);
      submit();
      await screen.findByRole('heading', { name: 'Inscription confirmée' });
      expect(stub.callsTo(route).map((call) => (call.body as { consentVersions: unknown }).consentVersions)).toEqual([
        { waitlist_contact: 3 },
        { waitlist_contact: 4 },
      ]);
    });
  });
});
