import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { teamMessages } from 'shared-domain/accounts/staff-team';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, json, refusal } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { errorsOf, field, formCalls, type } from '../../../test-support/sign-in-form';
import { AdminLoginPage } from '../login/AdminLoginPage';
import { resetText, StaffPasswordResetPage } from './StaffPasswordResetPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

const currentLocation = () => screen.getByTestId('where').textContent;

/** The page opened at `url`, its fragment included (the e-mailed link's `#jeton=…`), the API answering `routes`. */
function renderReset(url: string, routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity, ...routes });
  renderAdminPage(
    <>
      <StaffPasswordResetPage />
      <Where />
    </>,
    api,
    url,
  );
  return api;
}

const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('StaffPasswordResetPage, without a link', () => {
  it('asks for the address and says the same thing whoever it belongs to', async () => {
    const api = renderReset(paths.adminPasswordReset.build(), {
      'POST /api/auth/staff/password-reset-requests': () => json(202, { sent: true }),
    });
    screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/admin');
    await click('Envoyer le lien');
    expect(errorsOf(field('Courriel'))).toEqual([m.allFieldsRequired]);
    expect(formCalls(api)).toEqual([]);
    type('Courriel', 'Emilie@Clinique.test');
    await click('Envoyer le lien');
    expect(formCalls(api)).toEqual([
      { method: 'POST', path: '/api/auth/staff/password-reset-requests', body: { email: 'emilie@clinique.test' } },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: resetText.sentTitle })));
    screen.getByText(resetText.sent);
  });

  it('says so when the server cannot be reached or refuses, and keeps the address', async () => {
    renderReset(paths.adminPasswordReset.build(), {
      'POST /api/auth/staff/password-reset-requests': () =>
        refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'),
    });
    type('Courriel', 'emilie@clinique.test');
    await click('Envoyer le lien');
    expect(screen.getByRole('alert').textContent).toContain('Trop de tentatives.');
    expect(field('Courriel').value).toBe('emilie@clinique.test');
  });
});

describe('StaffPasswordResetPage, from the e-mailed link', () => {
  const url = `${paths.adminPasswordReset.build()}#jeton=jeton-du-courriel`;

  it('takes the token out of the address bar, sends it with the new password and the code, then leads to the sign-in', async () => {
    const api = renderReset(url, { 'POST /api/auth/staff/password-reset': () => ({ reset: true }) });
    await waitFor(() => expect(currentLocation()).toBe('/admin/reinitialiser'));
    // The code is asked for, not offered: no « (facultatif) » beside it.
    const code = field(resetText.codeLabel);
    expect(code.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector(`label[for="${code.id}"]`)?.textContent).not.toContain('facultatif');
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    type(resetText.codeLabel, ' 123456 ');
    await click('Changer le mot de passe');
    expect(formCalls(api)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/staff/password-reset',
        body: { token: 'jeton-du-courriel', password: 'cerise violon tuque ardoise', code: '123456' },
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: resetText.doneTitle })));
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the server’s refusals under their field, focused: a wrong code; checks the password before sending', async () => {
    const api = renderReset(url, {
      'POST /api/auth/staff/password-reset': () => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { code: m.wrongCode }),
    });
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    type(resetText.codeLabel, '000000');
    await click('Changer le mot de passe');
    expect(errorsOf(field(resetText.codeLabel))).toEqual([m.wrongCode]);
    await waitFor(() => expect(document.activeElement).toBe(field(resetText.codeLabel)));
    type('Nouveau mot de passe', 'court');
    await click('Changer le mot de passe');
    expect(errorsOf(field('Nouveau mot de passe'))).toEqual(['Le mot de passe doit contenir au moins 12 caractères']);
    expect(formCalls(api)).toHaveLength(1);
  });

  it('says when the link is used or expired, and offers to ask for a new one', async () => {
    renderReset(url, { 'POST /api/auth/staff/password-reset': () => refusal(400, 'AUTH_005', teamMessages.invalidResetLink) });
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    await click('Changer le mot de passe');
    expect(screen.getByRole('alert').textContent).toContain(teamMessages.invalidResetLink);
    await click(resetText.askAgain);
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
  });
});

describe('the admin sign-in page', () => {
  it('offers « Mot de passe oublié ? », leading to the request page', () => {
    renderAdminPage(<AdminLoginPage />, answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity }), paths.adminLogin.build());
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/admin/reinitialiser');
  });
});
