import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  camille,
  clinicProfile,
  currentLocation,
  goTo,
  json,
  type PortalAnswer,
  type Reply,
  refusal,
  renderPortal,
  stubApi,
  unreachable,
} from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signInRoute = 'POST /api/auth/patient/sign-in';
const magicLinkRoute = 'POST /api/auth/patient/magic-links';
const consumeRoute = 'POST /api/auth/patient/magic-links/consume';
const resetRoute = 'POST /api/auth/patient/password-resets';
const completeRoute = 'POST /api/auth/patient/password-resets/complete';
const meRoute = 'GET /api/portal/me';

const invalidLink = 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.';
const invalidCredentials = 'Courriel ou mot de passe invalide.';

const type = (label: string, value: string, container: HTMLElement = document.body) =>
  fireEvent.change(within(container).getByLabelText(label, { exact: false }), { target: { value } });

const clinicIdentity = clinicProfile({
  clinicName: 'Clinique Chiropratique Tremblay',
  practitionerName: 'Dre Julie Tremblay',
  practitionerTitle: 'Chiropraticienne',
});

/** What the forms sent (the header's read of the clinic's identity aside). */
const formRequests = (api: ReturnType<typeof stubApi>) => api.requests.filter((request) => request.route !== 'GET /api/public/clinic');

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('the patient login', () => {
  it('is titled as the spec names it, offers two tabs, and points people without an account to the clinic', async () => {
    const api = stubApi({});
    renderPortal('/patient-portal/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' });
    expect(document.title).toBe('Connexion Patient — Clinique chiropratique');
    const tablist = screen.getByRole('tablist', { name: 'Mode de connexion' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Mot de passe', 'Lien magique']);
    expect(tab('Mot de passe').getAttribute('aria-selected')).toBe('true');
    expect(tab('Lien magique').getAttribute('aria-selected')).toBe('false');
    expect(panel('Mot de passe').hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Contactez votre clinique' }).getAttribute('href')).toBe('/#contact');
    // Nothing asked but the clinic's identity for the header.
    await waitFor(() => expect(api.requests.map((request) => request.route)).toEqual(['GET /api/public/clinic']));
  });

  it('shows the clinic’s identity over the page, as the site’s header does, leading back to the site', async () => {
    stubApi({ 'GET /api/public/clinic': json(200, clinicIdentity) });
    renderPortal('/patient-portal/login');
    const banner = await screen.findByRole('banner');
    const home = await within(banner).findByRole('link', { name: 'Dre Julie Tremblay Chiropraticienne' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('svg')).not.toBeNull();
    within(banner).getByText('Clinique Chiropratique Tremblay');
    await waitFor(() => expect(document.title).toBe('Connexion Patient — Clinique Chiropratique Tremblay'));
    // The banner comes before the page's main landmark, which starts with its title.
    const main = screen.getByRole('main');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.firstElementChild?.tagName).toBe('H1');
  });

  it('keeps the mark alone, named « Accueil », when the clinic cannot be read', async () => {
    stubApi({ 'GET /api/public/clinic': unreachable });
    renderPortal('/patient-portal/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' });
    within(screen.getByRole('banner')).getByRole('link', { name: 'Accueil' });
  });

  it('moves between the tabs with the arrow keys, Home and End; only the selected tab is in the tab order', async () => {
    stubApi({});
    renderPortal('/patient-portal/login');
    const password = await screen.findByRole('tab', { name: 'Mot de passe' });
    const magic = tab('Lien magique');
    expect([password.tabIndex, magic.tabIndex]).toEqual([0, -1]);

    password.focus();
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    expect(magic.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(magic);
    expect([password.tabIndex, magic.tabIndex]).toEqual([-1, 0]);
    expect(panel('Lien magique').hidden).toBe(false);
    screen.getByRole('button', { name: 'Envoyer le lien magique' });

    fireEvent.keyDown(magic, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(magic);
    fireEvent.keyDown(magic, { key: 'Home' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(password, { key: 'End' });
    expect(magic.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(magic, { key: 'a' });
    expect(magic.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed in one tab while the other is looked at', async () => {
    stubApi({});
    renderPortal('/patient-portal/login');
    type('Courriel', 'camille.roy@courriel.example', await screen.findByRole('tabpanel', { name: 'Mot de passe' }));
    fireEvent.click(tab('Lien magique'));
    fireEvent.click(tab('Mot de passe'));
    expect((within(panel('Mot de passe')).getByLabelText(/Courriel/) as HTMLInputElement).value).toBe('camille.roy@courriel.example');
  });
});

describe('signing in with a password', () => {
  it('checks both fields before sending, and focuses the first one wrong', async () => {
    const api = stubApi({});
    renderPortal('/patient-portal/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    const email = within(panel('Mot de passe')).getByLabelText(/Courriel/);
    await screen.findByText('Veuillez remplir le champ « Courriel »');
    screen.getByText('Veuillez remplir le champ « Mot de passe »');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));

    type('Courriel', 'pas-un-courriel', panel('Mot de passe'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText('Courriel doit être une adresse courriel valide');
    expect(formRequests(api)).toEqual([]);
  });

  it('says a wrong password without saying which field was wrong, keeps the form, and lets the patient try again', async () => {
    const api = stubApi({ [signInRoute]: refusal(401, 'AUTH_001', invalidCredentials) });
    renderPortal('/patient-portal/login');
    const form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', ' camille.roy@courriel.example ', form);
    type('Mot de passe', 'pas le bon', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect((await screen.findByRole('alert')).textContent).toBe(invalidCredentials);
    expect(api.to(signInRoute).map((request) => request.body)).toEqual([{ email: 'camille.roy@courriel.example', password: 'pas le bon' }]);
    expect((within(form).getByLabelText(/Mot de passe/) as HTMLInputElement).value).toBe('pas le bon');
    expect(currentLocation()).toBe('/patient-portal/login');

    // Correcting the password clears the message; sending again asks again.
    type('Mot de passe', 'encore faux', form);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('alert');
    expect(api.to(signInRoute)).toHaveLength(2);
  });

  it('says so when the clinic cannot be reached', async () => {
    stubApi({ [signInRoute]: unreachable });
    renderPortal('/patient-portal/login');
    const form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', 'camille.roy@courriel.example', form);
    type('Mot de passe', 'un mot de passe', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur de connexion. Vérifiez votre connexion Internet, puis réessayez.');
  });

  it('shows the server’s message when too many attempts were made', async () => {
    stubApi({ [signInRoute]: refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.') });
    renderPortal('/patient-portal/login');
    const form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', 'camille.roy@courriel.example', form);
    type('Mot de passe', 'un mot de passe', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });

  it('opens the portal once signed in', async () => {
    stubApi({ [signInRoute]: json(200, { signedIn: true }), [meRoute]: json(200, camille) });
    renderPortal('/patient-portal/login');
    const form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', 'camille.roy@courriel.example', form);
    type('Mot de passe', 'le bon mot de passe', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(currentLocation()).toBe('/patient-portal/rendez-vous');
  });

  it('goes back to the page the guard sent the patient away from, and never to another site', async () => {
    stubApi({ [signInRoute]: json(200, { signedIn: true }), [meRoute]: json(200, camille) });
    renderPortal('/patient-portal/login', { returnTo: '/patient-portal/profil' });
    let form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', 'camille.roy@courriel.example', form);
    type('Mot de passe', 'le bon mot de passe', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    cleanup();

    renderPortal('/patient-portal/login', { returnTo: '//evil.example/' });
    form = await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    type('Courriel', 'camille.roy@courriel.example', form);
    type('Mot de passe', 'le bon mot de passe', form);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
  });
});

describe('asking for a magic link', () => {
  async function askLink(email = 'camille.roy@courriel.example') {
    renderPortal('/patient-portal/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lien magique' }));
    type('Courriel', email, panel('Lien magique'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien magique' }));
  }

  it('checks the address first', async () => {
    const api = stubApi({});
    await askLink('camille@');
    await screen.findByText('Courriel doit être une adresse courriel valide');
    expect(formRequests(api)).toEqual([]);
  });

  it('confirms with check-your-e-mail (the same for any address), and can send again or change the address', async () => {
    const api = stubApi({ [magicLinkRoute]: json(202, { sent: true }) });
    await askLink();
    const heading = await screen.findByRole('heading', { name: 'Vérifiez vos courriels' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const sent = panel('Lien magique');
    expect(sent.textContent).toContain("Si l'adresse camille.roy@courriel.example est celle de votre dossier à la clinique");
    expect(sent.textContent).toContain('Le lien est valide pendant 15 minutes');
    expect(api.to(magicLinkRoute).map((request) => request.body)).toEqual([{ email: 'camille.roy@courriel.example' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await within(sent).findByText("Un nouveau lien vient d'être envoyé. Seul le plus récent fonctionne.");
    expect(api.to(magicLinkRoute)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    const email = within(panel('Lien magique')).getByLabelText(/Courriel/) as HTMLInputElement;
    expect(email.value).toBe('camille.roy@courriel.example');
    await waitFor(() => expect(document.activeElement).toBe(email));
    type('Courriel', 'camille@autre.example', panel('Lien magique'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien magique' }));
    await screen.findByText(/Si l'adresse camille@autre\.example/);
  });

  it("says 'Erreur lors de l'envoi du lien magique' when the clinic cannot be reached or fails", async () => {
    stubApi({ [magicLinkRoute]: [unreachable, refusal(500, 'INTERNAL', 'Erreur interne')] });
    await askLink();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Erreur lors de l'envoi du lien magique. Vérifiez votre connexion Internet, puis réessayez.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien magique' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Erreur lors de l'envoi du lien magique. Veuillez réessayer."));
  });

  it('keeps the limit’s message, which says to wait', async () => {
    stubApi({ [magicLinkRoute]: refusal(429, 'RATE_LIMITED', 'Trop de demandes. Réessayez dans 15 minutes.') });
    await askLink();
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de demandes. Réessayez dans 15 minutes.');
  });

  it('shows a failed resend on the confirmation', async () => {
    stubApi({ [magicLinkRoute]: [json(202, { sent: true }), unreachable] });
    await askLink();
    await screen.findByRole('heading', { name: 'Vérifiez vos courriels' });
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Erreur lors de l'envoi du lien magique");
  });
});

describe('a forgotten password', () => {
  it('asks for the address (the one typed, to start with) and e-mails a link to choose a password', async () => {
    const api = stubApi({ [resetRoute]: json(202, { sent: true }) });
    renderPortal('/patient-portal/login');
    type('Courriel', 'camille.roy@courriel.example', await screen.findByRole('tabpanel', { name: 'Mot de passe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));

    const heading = await screen.findByRole('heading', { name: 'Mot de passe oublié ?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const email = within(panel('Mot de passe')).getByLabelText(/Courriel/) as HTMLInputElement;
    expect(email.value).toBe('camille.roy@courriel.example');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await screen.findByRole('heading', { name: 'Vérifiez vos courriels' });
    expect(panel('Mot de passe').textContent).toContain('Le lien est valide pendant 30 minutes');
    expect(api.to(resetRoute).map((request) => request.body)).toEqual([{ email: 'camille.roy@courriel.example' }]);
  });

  it('goes back to the sign-in form', async () => {
    stubApi({});
    renderPortal('/patient-portal/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retour à la connexion' }));
    const forgot = await screen.findByRole('button', { name: 'Mot de passe oublié ?' });
    await waitFor(() => expect(document.activeElement).toBe(forgot));
    screen.getByRole('button', { name: 'Se connecter' });
  });

  it('says so when the link could not be sent', async () => {
    stubApi({ [resetRoute]: unreachable });
    renderPortal('/patient-portal/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    type('Courriel', 'camille.roy@courriel.example', panel('Mot de passe'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Erreur lors de l'envoi du lien. Vérifiez votre connexion Internet, puis réessayez.",
    );
  });
});

describe('an e-mailed magic link', () => {
  it('takes the token out of the address at once, says « Connexion en cours… », spends it once and opens the portal', async () => {
    let answer: (response: Reply<PortalAnswer<typeof consumeRoute>>) => void = () => {};
    const api = stubApi({
      [consumeRoute]: () => new Promise((resolve) => (answer = resolve)),
      [meRoute]: json(200, camille),
    });
    renderPortal('/patient-portal/login#lien=jeton-du-courriel');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Connexion en cours…');
    await waitFor(() => expect(currentLocation()).toBe('/patient-portal/login'));
    expect(api.to(consumeRoute).map((request) => request.body)).toEqual([{ token: 'jeton-du-courriel' }]);

    await act(async () => answer(json(200, { signedIn: true })));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    screen.getByText('Bonjour Camille');
    expect(api.to(consumeRoute)).toHaveLength(1);
  });

  it('shows AUTH_005’s message and the magic-link tab, ready to send a new link', async () => {
    stubApi({ [consumeRoute]: refusal(400, 'AUTH_005', invalidLink) });
    renderPortal('/patient-portal/login#lien=deja-utilise');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(invalidLink);
    await waitFor(() => expect(document.activeElement).toBe(within(notice).getByRole('heading', { name: 'Connexion impossible' })));
    expect(tab('Lien magique').getAttribute('aria-selected')).toBe('true');
    within(panel('Lien magique')).getByRole('button', { name: 'Envoyer le lien magique' });
    expect(currentLocation()).toBe('/patient-portal/login');
  });

  it('takes a new link pasted into the page already open (only the fragment changes), after a refused one', async () => {
    const api = stubApi({
      [consumeRoute]: [refusal(400, 'AUTH_005', invalidLink), json(200, { signedIn: true })],
      [meRoute]: json(200, camille),
    });
    renderPortal('/patient-portal/login#lien=deja-utilise');
    expect((await screen.findByRole('alert')).textContent).toContain(invalidLink);
    await act(async () => goTo('/patient-portal/login#lien=le-bon'));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(api.to(consumeRoute).map((request) => request.body)).toEqual([{ token: 'deja-utilise' }, { token: 'le-bon' }]);
  });

  it('treats a mangled token as an invalid link', async () => {
    stubApi({ [consumeRoute]: refusal(422, 'VAL_001', 'Données invalides', { token: invalidLink }) });
    renderPortal('/patient-portal/login#lien=x');
    expect((await screen.findByRole('alert')).textContent).toContain(invalidLink);
  });

  it('offers to try again when the clinic could not be reached (the link may still be good)', async () => {
    const api = stubApi({ [consumeRoute]: [unreachable, json(200, { signedIn: true })], [meRoute]: json(200, camille) });
    renderPortal('/patient-portal/login#lien=bon-jeton');
    expect((await screen.findByRole('alert')).textContent).toContain('Erreur de connexion');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(api.to(consumeRoute).map((request) => request.body)).toEqual([{ token: 'bon-jeton' }, { token: 'bon-jeton' }]);
  });
});

describe('an e-mailed link to choose a password', () => {
  const choose = async (password: string, confirmation: string) => {
    type('Nouveau mot de passe', password);
    type('Confirmer le mot de passe', confirmation);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
  };

  it('asks for the password twice, checks it, then signs in and opens the portal', async () => {
    const api = stubApi({ [completeRoute]: json(200, { signedIn: true }), [meRoute]: json(200, camille) });
    renderPortal('/patient-portal/login#mot-de-passe=jeton-mdp');
    await screen.findByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    await waitFor(() => expect(currentLocation()).toBe('/patient-portal/login'));

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await screen.findByText('Le mot de passe doit contenir au moins 12 caractères');
    screen.getByText('Veuillez confirmer votre mot de passe');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Nouveau mot de passe/)));

    await choose('trop court', 'trop court');
    await screen.findByText('Le mot de passe doit contenir au moins 12 caractères');
    expect(screen.queryByText('Veuillez confirmer votre mot de passe')).toBeNull();

    await choose('une phrase assez longue', 'une phrase assez longe');
    await screen.findByText('Les deux mots de passe ne correspondent pas');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Confirmer le mot de passe/)));
    expect(formRequests(api)).toEqual([]);

    await choose('une phrase assez longue', 'une phrase assez longue');
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(api.to(completeRoute).map((request) => request.body)).toEqual([{ token: 'jeton-mdp', password: 'une phrase assez longue' }]);
  });

  it('puts the server’s password message on the field', async () => {
    stubApi({
      [completeRoute]: refusal(422, 'VAL_001', 'Données invalides', { password: 'Le mot de passe doit contenir au moins 12 caractères' }),
    });
    renderPortal('/patient-portal/login#mot-de-passe=jeton-mdp');
    await screen.findByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    await choose('douze caract', 'douze caract');
    await screen.findByText('Le mot de passe doit contenir au moins 12 caractères');
  });

  it('shows the server’s French feedback on a password easy to guess beside the field, focused, the link still open', async () => {
    const api = stubApi({
      [completeRoute]: refusal(422, 'VAL_001', 'Données invalides', { password: 'Ce mot de passe est trop courant.' }),
    });
    renderPortal('/patient-portal/login#mot-de-passe=jeton-mdp');
    await screen.findByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    await choose('123456789012', '123456789012');
    await screen.findByText('Ce mot de passe est trop courant.');
    const field = screen.getByLabelText(/Nouveau mot de passe/) as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe('123456789012');
    screen.getByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    expect(api.to(completeRoute)).toHaveLength(1);
  });

  it('on an expired link, shows AUTH_005’s message and the form to ask for a new one', async () => {
    stubApi({ [completeRoute]: refusal(400, 'AUTH_005', invalidLink) });
    renderPortal('/patient-portal/login#mot-de-passe=expire');
    await screen.findByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    await choose('une phrase assez longue', 'une phrase assez longue');
    expect((await screen.findByRole('alert')).textContent).toContain(invalidLink);
    screen.getByRole('heading', { level: 1, name: 'Connexion Patient' });
    expect(tab('Mot de passe').getAttribute('aria-selected')).toBe('true');
    within(panel('Mot de passe')).getByRole('button', { name: 'Envoyer le lien' });
  });

  it('says so when the clinic cannot be reached, keeping what was typed', async () => {
    stubApi({ [completeRoute]: unreachable });
    renderPortal('/patient-portal/login#mot-de-passe=jeton');
    await screen.findByRole('heading', { level: 1, name: 'Choisir un mot de passe' });
    await choose('une phrase assez longue', 'une phrase assez longue');
    expect((await screen.findByRole('alert')).textContent).toContain("Erreur lors de l'enregistrement du mot de passe");
    expect((screen.getByLabelText(/Nouveau mot de passe/) as HTMLInputElement).value).toBe('une phrase assez longue');
  });
});
