import { act, cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminStubRoutes,
  type AnswerOf,
  answerAdminApi,
  refusal,
  type TypedHandler,
  unreachable,
} from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { errorsOf, field, formCalls, type } from '../../../test-support/sign-in-form';
import { AdminLoginPage } from './AdminLoginPage';
import { signInThrottledMessage } from './PasswordStep';
import { sessionEndedMessage } from 'shared-ui/RequireSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const factorPath = '/api/auth/second-factor';
const signInPath = '/api/auth/staff/sign-in';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Where the router is now: path and query. */
const currentLocation = () => screen.getByTestId('where').textContent;

/** The sign-in page at `url` with navigation `state`, the API answering `routes`; any other page shows 'Ailleurs'. */
function renderLogin(routes: AdminStubRoutes, url: string = paths.adminLogin.build(), state?: unknown) {
  const api = answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity, ...routes });
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  const queryClient = renderAdminPage(
    <>
      <Routes>
        <Route path={paths.adminLogin.pattern} element={<AdminLoginPage />} />
        <Route path="*" element={<p>Ailleurs</p>} />
      </Routes>
      <Where />
    </>,
    api,
    { pathname, search, state },
  );
  return { api, calls: () => formCalls(api), queryClient };
}

type VerifyKey = 'POST /api/auth/second-factor/verify';
const serverFailure = () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue');

const press = async (name: string) => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
};

async function signInWith(email = 'Admin@Clinique.test', password = 'un mot de passe assez long') {
  type('Courriel', email);
  type('Mot de passe', password);
  await press('Se connecter');
}

/** Signed in with the password: the API asks for the code of the enrolled authenticator. */
const codeStepApi = (verify: TypedHandler<VerifyKey>): AdminStubRoutes => ({
  'POST /api/auth/staff/sign-in': () => ({ secondFactor: 'verify' }),
  'POST /api/auth/second-factor/verify': verify,
});

describe('AdminLoginPage — the password', () => {
  it('is titled as the spec names it, with the secure-access line, a link back to the site and one to the signup', () => {
    const { calls } = renderLogin({});
    screen.getByRole('heading', { level: 1, name: 'Connexion Admin' });
    expect(document.title).toBe('Connexion Admin — Clinique chiropratique');
    screen.getByText('Accès administrateur sécurisé');
    expect(screen.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Créer mon compte avec mon code' }).getAttribute('href')).toBe('/admin/signup');
    expect(field('Courriel').getAttribute('autocomplete')).toBe('username');
    expect(field('Mot de passe').getAttribute('type')).toBe('password');
    // Nothing is asked of the API before the person signs in.
    expect(calls()).toEqual([]);
  });

  it('says the session ended when the guard sent the person here from an open page, and only then', () => {
    renderLogin({}, paths.adminLogin.build(), { returnTo: '/admin/equipe', sessionEnded: true });
    screen.getByText(sessionEndedMessage);
    screen.getByText('Connectez-vous de nouveau pour continuer.');
    cleanup();
    renderLogin({}, paths.adminLogin.build(), { returnTo: '/admin/equipe' });
    expect(screen.queryByText(sessionEndedMessage)).toBeNull();
  });

  it('checks the fields before sending: all required, a real address', async () => {
    const { calls } = renderLogin({});
    await press('Se connecter');
    expect(errorsOf(field('Courriel'))).toEqual([m.allFieldsRequired]);
    expect(errorsOf(field('Mot de passe'))).toEqual([m.allFieldsRequired]);
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
    type('Courriel', 'admin@');
    type('Mot de passe', 'x');
    await press('Se connecter');
    expect(errorsOf(field('Courriel'))).toEqual([m.invalidEmail]);
    expect(calls()).toEqual([]);
  });

  it("shows the server's message for a wrong password and lets the person try again", async () => {
    const { calls } = renderLogin({ 'POST /api/auth/staff/sign-in': () => refusal(401, 'AUTH_001', m.invalidCredentials) });
    await signInWith();
    expect(calls()).toEqual([
      { method: 'POST', path: signInPath, body: { email: 'admin@clinique.test', password: 'un mot de passe assez long' } },
    ]);
    expect(screen.getByRole('alert').textContent).toBe(m.invalidCredentials);
    // Still the form, still filled; typing again clears the message.
    expect(field('Courriel').value).toBe('Admin@Clinique.test');
    type('Mot de passe', 'un autre mot de passe');
    expect(screen.queryByRole('alert')).toBeNull();
    await press('Se connecter');
    expect(calls()).toHaveLength(2);
  });

  it("says 'Erreur de connexion' when the server cannot be reached", async () => {
    renderLogin({ 'POST /api/auth/staff/sign-in': unreachable });
    await signInWith();
    expect(screen.getByRole('alert').textContent).toBe('Erreur de connexion');
  });

  it('says to try again later when there were too many attempts, without telling that the owner was e-mailed', async () => {
    renderLogin({ 'POST /api/auth/staff/sign-in': () => refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Un courriel a été envoyé.') });
    await signInWith();
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toBe(signInThrottledMessage);
    expect(alert).toMatch(/réessayer dans quelques minutes/);
    expect(alert).not.toMatch(/courriel|e-mail|propriétaire/i);
    // The form stays usable for the next try.
    expect(field('Mot de passe').hasAttribute('readonly')).toBe(false);
  });

  it("puts the server's field messages under the fields", async () => {
    renderLogin({
      'POST /api/auth/staff/sign-in': () => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { email: m.invalidEmail }),
    });
    await signInWith();
    expect(errorsOf(field('Courriel'))).toEqual([m.invalidEmail]);
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
  });

  it('opens the set-up modal, which cannot be dismissed, when no authenticator is enrolled', async () => {
    renderLogin({ 'POST /api/auth/staff/sign-in': () => ({ secondFactor: 'setup' }) });
    await signInWith();
    const dialog = (await screen.findByRole('dialog', { name: 'Authentification à deux facteurs' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Protégez votre compte' })));
    expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Authentification à deux facteurs' })).toBe(dialog);
  });
});

describe('AdminLoginPage — the code step', () => {
  it('asks for the 6-digit code with the phone’s number pad and one-time-code autofill, focused', async () => {
    renderLogin(codeStepApi(serverFailure));
    await signInWith();
    screen.getByRole('heading', { level: 2, name: 'Vérification en deux étapes' });
    const code = field('Code de vérification');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('refuses a malformed code without asking the API', async () => {
    const { calls } = renderLogin(codeStepApi(serverFailure));
    await signInWith();
    type('Code de vérification', '12345');
    await press('Vérifier');
    expect(errorsOf(field('Code de vérification'))).toEqual([m.invalidCodeFormat]);
    type('Code de vérification', '12a456');
    await press('Vérifier');
    expect(errorsOf(field('Code de vérification'))).toEqual([m.invalidCodeFormat]);
    expect(calls().map((call) => call.path)).toEqual([signInPath]);
  });

  it('keeps the person on the step with the message when the code is wrong', async () => {
    const { calls } = renderLogin(codeStepApi(() => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { code: m.wrongCode })));
    await signInWith();
    type('Code de vérification', '123 456');
    await press('Vérifier');
    expect(calls().at(-1)).toEqual({ method: 'POST', path: `${factorPath}/verify`, body: { code: '123456' } });
    expect(errorsOf(field('Code de vérification'))).toEqual([m.wrongCode]);
    await waitFor(() => expect(document.activeElement).toBe(field('Code de vérification')));
    expect(currentLocation()).toBe('/admin');
  });

  it('says the check failed when the server cannot be reached, and passes on too many attempts', async () => {
    let answer: () => AnswerOf<VerifyKey> | Promise<never> = unreachable;
    renderLogin(codeStepApi(() => answer()));
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    expect(screen.getByRole('alert').textContent).toBe('La vérification a échoué. Veuillez réessayer.');
    answer = () => refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    await press('Vérifier');
    expect(screen.getByRole('alert').textContent).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });

  it('says the second factor is locked, and that an e-mail came to unlock it, however right the code', async () => {
    renderLogin(codeStepApi(() => refusal(423, 'AUTH_006', m.secondFactorLocked)));
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    expect(screen.getByRole('alert').textContent).toBe(m.secondFactorLocked);
    expect(m.secondFactorLocked).toMatch(/verrouillée.*courriel/);
    // Still on the code step: nothing opened.
    expect(currentLocation()).toBe('/admin');
    field('Code de vérification');
  });

  it('opens the dashboard on a right code, with the cached refusal of the session forgotten', async () => {
    const { queryClient } = renderLogin(codeStepApi(() => ({ verified: true })));
    // What the guard cached for the unverified session.
    queryClient.setQueryData(['admin', 'me'], { fullName: 'Ancienne réponse' });
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    expect(currentLocation()).toBe(paths.adminDashboard.build());
    expect(queryClient.getQueryData(['admin', 'me'])).toBeUndefined();
  });

  it('takes a backup code instead, behind the toggle', async () => {
    const { calls } = renderLogin(
      codeStepApi(() => ({ verified: true })),
      '/admin',
      { returnTo: '/admin/security' },
    );
    await signInWith();
    const toggle = screen.getByRole('button', { name: 'Utiliser un code de secours' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText(/^Code de vérification/)).toBeNull();
    const backup = field('Code de secours');
    expect(document.activeElement).toBe(backup);
    type('Code de secours', 'xyz');
    await press('Vérifier');
    expect(errorsOf(field('Code de secours'))).toEqual([m.invalidBackupCodeFormat]);
    type('Code de secours', 'AB12-CD34');
    await press('Vérifier');
    expect(calls().at(-1)).toEqual({ method: 'POST', path: `${factorPath}/verify`, body: { backupCode: 'ab12cd34' } });
    // Back to the page the guard was asked for.
    expect(currentLocation()).toBe('/admin/security');
  });

  it("shows a wrong backup code's message under its field", async () => {
    renderLogin(codeStepApi(() => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { backupCode: m.wrongCode })));
    await signInWith();
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    type('Code de secours', 'ab12cd34');
    await press('Vérifier');
    expect(errorsOf(field('Code de secours'))).toEqual([m.wrongCode]);
  });

  it('never goes back to another site, whatever the navigation state says', async () => {
    renderLogin(
      codeStepApi(() => ({ verified: true })),
      '/admin',
      { returnTo: '//evil.example/admin' },
    );
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    expect(currentLocation()).toBe(paths.adminDashboard.build());
  });

  it('opens the set-up when the factor was reset meanwhile', async () => {
    renderLogin(codeStepApi(() => refusal(403, 'AUTH_003', "Veuillez d'abord configurer l'authentification à deux facteurs.")));
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    expect((screen.getByRole('dialog', { name: 'Authentification à deux facteurs' }) as HTMLDialogElement).open).toBe(true);
  });

  it('goes back to the password when the session ended meanwhile', async () => {
    renderLogin(codeStepApi(() => refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.')));
    await signInWith();
    type('Code de vérification', '123456');
    await press('Vérifier');
    screen.getByRole('heading', { name: 'Session expirée. Veuillez vous reconnecter.' });
    expect(field('Mot de passe')).toBeTruthy();
  });
});

describe('AdminLoginPage — at /admin?etape=verification', () => {
  const factorUrl = paths.adminSecondFactor.build();

  it('asks the API which step applies: the code when an authenticator is enrolled', async () => {
    const { calls } = renderLogin(
      { 'GET /api/auth/second-factor': () => ({ enabled: true, enabledAt: '2026-10-01T14:00:00.000Z' }) },
      factorUrl,
    );
    expect(screen.getByRole('status').textContent).toBe('Vérification de votre session…');
    await screen.findByLabelText(/^Code de vérification/);
    expect(calls()).toEqual([{ method: 'GET', path: factorPath, body: undefined }]);
  });

  it('the set-up modal when none is enrolled', async () => {
    renderLogin({ 'GET /api/auth/second-factor': () => ({ enabled: false, enabledAt: null }) }, factorUrl);
    const dialog = (await screen.findByRole('dialog', { name: 'Authentification à deux facteurs' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
  });

  it('the password form without a staff session', async () => {
    renderLogin({ 'GET /api/auth/second-factor': () => refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.') }, factorUrl);
    await screen.findByLabelText(/^Mot de passe/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a message with « Réessayer » when the server cannot be reached', async () => {
    let answer: () => AnswerOf<'GET /api/auth/second-factor'> | Promise<never> = unreachable;
    renderLogin({ 'GET /api/auth/second-factor': () => answer() }, factorUrl);
    await screen.findByRole('heading', { name: 'Une erreur est survenue' });
    answer = () => ({ enabled: true, enabledAt: '2026-10-01T14:00:00.000Z' });
    await press('Réessayer');
    await screen.findByLabelText(/^Code de vérification/);
  });
});
